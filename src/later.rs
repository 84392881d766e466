//! Work that can wait until the updated view has been handed to the browser: read, built
//! and written after the render, together in one later task. One timer per batch, and one
//! JS function made once for the whole page, so a click schedules its after-work without
//! allocating a closure per job on the JS side.
//!
//! Two moments: [`after_render`], the next task (a move of focus, which must land before
//! the reader's next key), and [`after_paint`], the task after the next frame is painted
//! (the address, the window title, the live region's summary of the answer, the matrix's
//! mark, the sections below the answer: nothing the reader waits for on a click, and each
//! of them, done before the paint, would make the frame that shows the answer later).

use std::cell::{Cell, RefCell};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

type Job = Box<dyn FnOnce()>;

thread_local! {
    static SOON: RefCell<Vec<Job>> = const { RefCell::new(Vec::new()) };
    static SOON_SCHEDULED: Cell<bool> = const { Cell::new(false) };
    static SOON_TICK: Closure<dyn FnMut()> = Closure::new(|| run(&SOON, &SOON_SCHEDULED));
    static PAINTED: RefCell<Vec<Job>> = const { RefCell::new(Vec::new()) };
    static PAINTED_SCHEDULED: Cell<bool> = const { Cell::new(false) };
    static PAINTED_TICK: Closure<dyn FnMut()> = Closure::new(|| run(&PAINTED, &PAINTED_SCHEDULED));
    /// Called before the next frame is drawn: sets [`PAINTED_TICK`]'s timer, which then
    /// runs after that frame.
    static FRAME: Closure<dyn FnMut()> = Closure::new(|| {
        let set = web_sys::window().is_some_and(|w| {
            PAINTED_TICK.with(|tick| w.set_timeout_with_callback(tick.as_ref().unchecked_ref()).is_ok())
        });
        if !set {
            run(&PAINTED, &PAINTED_SCHEDULED);
        }
    });
}

type Queue = std::thread::LocalKey<RefCell<Vec<Job>>>;
type Flag = std::thread::LocalKey<Cell<bool>>;

/// Runs `job` in a later task, after the work of this one (and its render) is done. Jobs
/// run in the order they were queued. Without a window (tests outside a browser) the job
/// is dropped: what it would do concerns only a browser page.
pub fn after_render(job: impl FnOnce() + 'static) {
    queue(Box::new(job), false);
}

/// Runs `job` in a task after the next frame is painted (a frame is asked for: in a
/// hidden tab, whose frames wait, the job waits with them). Jobs run in the order they were
/// queued; without a window the job is dropped.
pub fn after_paint(job: impl FnOnce() + 'static) {
    queue(Box::new(job), true);
}

/// Both moments' work, once in the build rather than once per kind of job.
#[inline(never)]
fn queue(job: Job, painted: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let (jobs, scheduled): (&'static Queue, &'static Flag) = if painted {
        (&PAINTED, &PAINTED_SCHEDULED)
    } else {
        (&SOON, &SOON_SCHEDULED)
    };
    jobs.with(|q| q.borrow_mut().push(job));
    if scheduled.get() {
        return;
    }
    let set = if painted {
        FRAME.with(|f| {
            window
                .request_animation_frame(f.as_ref().unchecked_ref())
                .is_ok()
        })
    } else {
        SOON_TICK.with(|tick| {
            window
                .set_timeout_with_callback(tick.as_ref().unchecked_ref())
                .is_ok()
        })
    };
    scheduled.set(set);
}

fn run(jobs: &'static Queue, scheduled: &'static Flag) {
    scheduled.set(false);
    // Taken first: a job may queue another, which then runs in the next batch.
    let jobs = jobs.with(|q| std::mem::take(&mut *q.borrow_mut()));
    for job in jobs {
        job();
    }
}
