//! Work that can wait until the updated view has been handed to the browser (the address,
//! the window title, the live region's summary of the answer, the matrix's mark, a move of
//! focus): read, built and written here, after the render, together in one later task. One
//! timer per batch, and one JS function made once for the whole page, so a click schedules
//! its after-work without allocating a closure per job on the JS side.

use std::cell::{Cell, RefCell};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

type Job = Box<dyn FnOnce()>;

thread_local! {
    static QUEUE: RefCell<Vec<Job>> = const { RefCell::new(Vec::new()) };
    static SCHEDULED: Cell<bool> = const { Cell::new(false) };
    static TICK: Closure<dyn FnMut()> = Closure::new(run);
}

/// Runs `job` in a later task, after the work of this one (and its render) is done. Jobs
/// run in the order they were queued. Without a window (tests outside a browser) the job
/// is dropped: what it would do concerns only a browser page.
pub fn after_render(job: impl FnOnce() + 'static) {
    queue(Box::new(job));
}

/// [`after_render`]'s work, once in the build rather than once per kind of job.
#[inline(never)]
fn queue(job: Job) {
    let Some(window) = web_sys::window() else {
        return;
    };
    QUEUE.with(|q| q.borrow_mut().push(job));
    if SCHEDULED.get() {
        return;
    }
    let scheduled = TICK.with(|tick| {
        window
            .set_timeout_with_callback(tick.as_ref().unchecked_ref())
            .is_ok()
    });
    SCHEDULED.set(scheduled);
}

fn run() {
    SCHEDULED.set(false);
    // Taken first: a job may queue another, which then runs in the next batch.
    let jobs = QUEUE.with(|q| std::mem::take(&mut *q.borrow_mut()));
    for job in jobs {
        job();
    }
}
