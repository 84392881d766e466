//! `prerender DIST`: writes a page for every catalogue card in every language into a built
//! site (`DIST/card/<slug>/index.html`, `DIST/fr/card/<slug>/index.html`, …), each the
//! site's `index.html` with the app's markup for the card's view in it and a `<head>` that
//! says the answer (title, description, canonical address, `hreflang` alternates,
//! OpenGraph), then `sitemap.xml` and `robots.txt`. Run by `scripts/prerender.mjs` after a
//! release build; `SITE_URL` (`https://cards.example.org`) is the site's address, which the
//! `<head>`, the sitemap and robots.txt name its pages by (absolute, as link previews and
//! search engines want them). The embeds of every card's zones and modes are written too
//! (`DIST/embed/<slug>/<zone>-<mode>.html`), and every card's rulings
//! (`DIST/rulings/<slug>.json`, `split_card_inspector::rulings`). See
//! `split_card_inspector::prerender`.
//!
//! `prerender --oembed DIST HEIGHTS`: then writes the oEmbed response of every card page and
//! every embed (`DIST/oembed/<slug>.json`, `DIST/oembed/<slug>/<zone>-<mode>.json`, and under
//! `fr/` and `de/`), which their pages link to, from the embeds' heights at the snippets'
//! width that `scripts/prerender.mjs` measured in Chromium (`HEIGHTS`: a JSON object from
//! each embed's path to its height in CSS pixels).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use split_card_inspector::components::characteristics::heading;
use split_card_inspector::embed::attr as escape;
use split_card_inspector::embed::{
    has_static_embed, oembed, oembed_path, open_url, static_embed_path, EmbedOptions,
};
use split_card_inspector::i18n::Lang;
use split_card_inspector::prerender::{
    card_page, embed_page, rulings_file, CardPage, EmbedPage, LANGS,
};
use split_card_inspector::state::View;
use split_card_inspector::takeover;
use splitcard_engine::{json, Mode, Zone};

fn main() -> ExitCode {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let (result, what) = match args.as_slice() {
        [dist] => (
            run(dist),
            format!("card pages written under {}", dist.display()),
        ),
        [flag, dist, heights] if flag.as_os_str() == "--oembed" => (
            oembed_files(dist, heights),
            "oEmbed responses written".to_string(),
        ),
        _ => {
            eprintln!("usage: prerender DIST | prerender --oembed DIST HEIGHTS");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(count) => {
            println!("prerender: {count} {what}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("prerender: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The site's address (`SITE_URL`), without a final `/`.
fn site_url() -> Result<String, String> {
    let site = std::env::var("SITE_URL").unwrap_or_default();
    if !site.starts_with("https://") && !site.starts_with("http://") {
        return Err(format!(
            "SITE_URL must be the site's address, http(s)://…, not {site:?}"
        ));
    }
    Ok(site.trim_end_matches('/').to_string())
}

fn run(dist: &Path) -> Result<usize, String> {
    let template_path = dist.join("index.html");
    let template = std::fs::read_to_string(&template_path)
        .map_err(|e| format!("{}: {e}", template_path.display()))?;
    let site = &site_url()?;
    let mut sitemap = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    let mut count = 0;
    for card in splitcard_engine::catalogue::all() {
        for lang in LANGS {
            let page = card_page(card, lang);
            let html = fill(&template, &page, site)?;
            let file = dist
                .join(page.path.trim_start_matches('/'))
                .join("index.html");
            write_file(&file, &html)?;
            let _ = writeln!(
                sitemap,
                "  <url>\n    <loc>{}</loc>",
                escape(&format!("{site}{}", page.path))
            );
            for (l, path) in &page.alternates {
                let _ = writeln!(
                    sitemap,
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                    l.code(),
                    escape(&format!("{site}{path}"))
                );
            }
            sitemap.push_str("  </url>\n");
            count += 1;
        }
    }
    sitemap.push_str("</urlset>\n");
    // The embeds: every zone and cast mode of every card, in every language.
    let mut embeds = 0;
    for card in splitcard_engine::catalogue::all() {
        for zone in Zone::ALL {
            for mode in Mode::all_for(card) {
                let view = View::of(card, zone, mode);
                // Only a view a link shows as it is (the Embed dialog's snippets point at
                // these; another is the app's embed, with its notice).
                if !has_static_embed(&view) {
                    continue;
                }
                for lang in LANGS {
                    let page = embed_page(card, zone, mode, lang);
                    let file = dist.join(page.path.trim_start_matches('/'));
                    write_file(&file, &fill_embed(&template, &page, site)?)?;
                    embeds += 1;
                }
            }
        }
    }
    println!("prerender: {embeds} embeds written");
    // Every card's rulings, fetched when its Rulings section opens.
    let (mut files, mut bytes) = (0, 0);
    for card in splitcard_engine::catalogue::all() {
        if let Some(rulings) = rulings_file(card) {
            let text = serde_json::to_string(&rulings).map_err(|e| e.to_string())?;
            let file =
                dist.join(split_card_inspector::rulings::path(&card.slug).trim_start_matches('/'));
            write_file(&file, &text)?;
            files += 1;
            bytes += text.len();
        }
    }
    println!(
        "prerender: {files} rulings files written ({} KB)",
        bytes / 1024
    );
    write_file(&dist.join("sitemap.xml"), &sitemap)?;
    write_file(
        &dist.join("robots.txt"),
        &format!("User-agent: *\nAllow: /\n\nSitemap: {site}/sitemap.xml\n"),
    )?;
    Ok(count)
}

/// Writes the oEmbed responses (see the module's documentation); how many.
fn oembed_files(dist: &Path, heights: &Path) -> Result<usize, String> {
    let site = &site_url()?;
    let text =
        std::fs::read_to_string(heights).map_err(|e| format!("{}: {e}", heights.display()))?;
    let heights: std::collections::HashMap<String, u32> =
        json::from_str(&text, json::Limits::DEFAULT)
            .map_err(|e| format!("{}: {e}", heights.display()))?;
    let height = |path: &str| {
        heights
            .get(path)
            .copied()
            .ok_or_else(|| format!("no height was measured for {path}"))
    };
    let mut count = 0;
    for card in splitcard_engine::catalogue::all() {
        for lang in LANGS {
            // The card page's: its own view's embed, titled as the page, opening the page.
            let view = View::new(card);
            if !has_static_embed(&view) {
                return Err(format!("{}'s page shows a view with no embed", card.slug));
            }
            let page = format!(
                "{site}{}",
                split_card_inspector::prerender::path(card, lang)
            );
            let title = heading(&view, lang);
            let embed = static_embed_path(card, view.zone, view.mode, lang);
            let response = oembed(site, &view, lang, &title, &page, height(&embed)?);
            let file = dist.join(oembed_path(card, None, lang).trim_start_matches('/'));
            write_file(&file, &json::to_string_pretty(&response))?;
            count += 1;
            for zone in Zone::ALL {
                for mode in Mode::all_for(card) {
                    let view = View::of(card, zone, mode);
                    if !has_static_embed(&view) {
                        continue;
                    }
                    // An embed's: opening the app at its view, in its language.
                    let options = EmbedOptions {
                        lang: (lang != Lang::En).then(|| lang.code().to_string()),
                        ..EmbedOptions::default()
                    };
                    let page = open_url(site, &view, &options);
                    let embed = static_embed_path(card, zone, mode, lang);
                    let response = oembed(
                        site,
                        &view,
                        lang,
                        &heading(&view, lang),
                        &page,
                        height(&embed)?,
                    );
                    let path = oembed_path(card, Some((zone, mode)), lang);
                    write_file(
                        &dist.join(path.trim_start_matches('/')),
                        &json::to_string_pretty(&response),
                    )?;
                    count += 1;
                }
            }
        }
    }
    Ok(count)
}

/// The `<link>` by which an oEmbed consumer (WordPress, Discourse …) finds a page's oEmbed
/// response.
fn oembed_link(site: &str, path: &str, title: &str) -> String {
    format!(
        "<link rel=\"alternate\" type=\"application/json+oembed\" href=\"{}\" title=\"{}\">",
        escape(&format!("{site}{path}")),
        escape(title)
    )
}

/// Writes `text` to `file`, making its folder first; an error names the file.
fn write_file(file: &Path, text: &str) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("{}: {e}", file.display());
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir).map_err(fail)?;
    }
    std::fs::write(file, text).map_err(fail)
}

/// The site's `index.html` as `page`: its language, title, description and head links,
/// and the app's markup in place of the loading page. (The template may be minified:
/// its tags are found by what they hold, not by how they are written.)
fn fill(template: &str, page: &CardPage, site: &str) -> Result<String, String> {
    let mut html = template.to_string();
    let lang = page.lang.code();
    replace_tag(&mut html, "<html", &format!("<html lang=\"{lang}\">"))?;
    set_title(&mut html, &page.title)?;
    let url = format!("{site}{}", page.path);
    let mut head = format!(
        "<meta name=\"description\" content=\"{}\">\n<link rel=\"canonical\" href=\"{}\">\n",
        escape(&page.description),
        escape(&url)
    );
    for (l, path) in &page.alternates {
        let _ = writeln!(
            head,
            "<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">",
            l.code(),
            escape(&format!("{site}{path}"))
        );
    }
    if let Some((_, en)) = page.alternates.first() {
        let _ = writeln!(
            head,
            "<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">",
            escape(&format!("{site}{en}"))
        );
    }
    let _ = write!(
        head,
        "<meta property=\"og:type\" content=\"website\">\n<meta property=\"og:site_name\" content=\"Split Card Inspector\">\n<meta property=\"og:title\" content=\"{}\">\n<meta property=\"og:description\" content=\"{}\">\n<meta property=\"og:url\" content=\"{}\">\n<meta property=\"og:locale\" content=\"{}\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">\n<meta property=\"og:image\" content=\"{image}\">\n<meta property=\"og:image:width\" content=\"1200\">\n<meta property=\"og:image:height\" content=\"630\">\n<meta property=\"og:image:alt\" content=\"{alt}\">\n<meta name=\"twitter:image\" content=\"{image}\">",
        escape(&page.title),
        escape(&page.description),
        escape(&url),
        match lang {
            "fr" => "fr_FR",
            "de" => "de_DE",
            _ => "en_US",
        },
        // The card drawn, with its name and key values (scripts/og-images.mjs).
        image = escape(&format!("{site}/og/{}.png", page.slug)),
        alt = escape(&page.image_alt),
    );
    head.push('\n');
    head.push_str(&oembed_link(site, &page.oembed, &page.title));
    replace_tag(&mut html, "name=description", &head)?;
    // The app starts at the reader's first interaction (static/card-page.js), not before:
    // the page needs none of it to be read.
    let boot = strip_app_start(&mut html)?;
    insert_before(
        &mut html,
        "</head>",
        &format!(
            "<meta name=\"app-boot\" content=\"{}\"><script src=\"/card-page.js\" defer></script>",
            escape(&boot)
        ),
    )?;
    // The loading page's markup gives way to the app's, marked for the app to take over;
    // the note for a browser without JavaScript goes (the page reads without it).
    let app = format!(
        "<div id=\"app\" {}=\"{}\">{}</div>",
        takeover::ATTRIBUTE,
        escape(&page.key),
        page.body
    );
    set_app(&mut html, &app)?;
    Ok(html)
}

/// The site's `index.html` as the embed `page`: no app to start (its scripts and their
/// preloads go; `static/embed-static.js` comes), the embed's stylesheet, its language, title
/// and description, and the embed's markup in place of the loading page.
fn fill_embed(template: &str, page: &EmbedPage, site: &str) -> Result<String, String> {
    let mut html = template.to_string();
    replace_tag(
        &mut html,
        "<html",
        &format!("<html lang=\"{}\" class=\"embed\">", page.lang.code()),
    )?;
    set_title(&mut html, &page.title)?;
    replace_tag(
        &mut html,
        "name=description",
        &format!(
            "<meta name=\"description\" content=\"{}\">{}",
            escape(&page.description),
            oembed_link(site, &page.oembed, &page.title)
        ),
    )?;
    // The embed's stylesheet, which static/pwa.js adds to the app's embeds.
    let (start, end) = tag(&html, "name=\"embed-css\"")?;
    let css = html[start..end]
        .split("content=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .ok_or("index.html's embed-css has no content")?
        .to_string();
    html.replace_range(
        start..end,
        &format!("<link rel=\"stylesheet\" href=\"{}\">", escape(&css)),
    );
    // No app: its start-up script, its module preloads and the wasm's preload go.
    strip_app_start(&mut html)?;
    insert_before(
        &mut html,
        "</head>",
        "<script src=\"/embed-static.js\" defer></script>",
    )?;
    set_app(
        &mut html,
        &format!("<div id=\"app\" data-static-embed=\"\">{}</div>", page.body),
    )?;
    Ok(html)
}

/// Takes the app's start out of the page — its start-up module script, the module preloads
/// and the wasm's preload — and returns the start-up script's address.
fn strip_app_start(html: &mut String) -> Result<String, String> {
    let (start, end) = tag(html, "type=\"module\"")?;
    let boot = html[start..end]
        .split("src=")
        .nth(1)
        .map(|rest| rest.trim_start_matches('"'))
        .and_then(|rest| rest.split(['"', '>', ' ']).next())
        .ok_or("index.html's start-up script has no src")?
        .to_string();
    let end = if html[end..].starts_with("</script>") {
        end + "</script>".len()
    } else {
        end
    };
    html.replace_range(start..end, "");
    for holds in ["rel=modulepreload", "type=application/wasm"] {
        while let Ok((start, end)) = tag(html, holds) {
            html.replace_range(start..end, "");
        }
    }
    Ok(boot)
}

/// Inserts `text` just before the first `at`.
fn insert_before(html: &mut String, at: &str, text: &str) -> Result<(), String> {
    let i = html
        .find(at)
        .ok_or_else(|| format!("index.html has no {at}"))?;
    html.insert_str(i, text);
    Ok(())
}

/// The first tag (`<…>`) of `html` that holds `holds`: where it starts and ends.
fn tag(html: &str, holds: &str) -> Result<(usize, usize), String> {
    let mut from = 0;
    while let Some(open) = html[from..].find('<').map(|i| from + i) {
        let close = html[open..]
            .find('>')
            .map(|i| open + i + 1)
            .ok_or("index.html has a tag that is not closed")?;
        if html[open..close].contains(holds) {
            return Ok((open, close));
        }
        from = close;
    }
    Err(format!("index.html has no tag with {holds}"))
}

/// Replaces the first tag that holds `holds` with `with`.
fn replace_tag(html: &mut String, holds: &str, with: &str) -> Result<(), String> {
    let (start, end) = tag(html, holds).or_else(|_| tag(html, &holds.replace("=", "=\"")))?;
    html.replace_range(start..end, with);
    Ok(())
}

/// Sets the page's `<title>`.
fn set_title(html: &mut String, title: &str) -> Result<(), String> {
    let (start, _) = tag(html, "<title")?;
    let end = html[start..]
        .find("</title>")
        .map(|i| start + i + "</title>".len())
        .ok_or("index.html's <title> is not closed")?;
    html.replace_range(start..end, &format!("<title>{}</title>", escape(title)));
    Ok(())
}

/// Puts `app` (a `<div id="app">` with its markup) in place of the loading page's, and of
/// the note for a browser without JavaScript after it.
fn set_app(html: &mut String, app: &str) -> Result<(), String> {
    let (start, _) = tag(html, "id=app").or_else(|_| tag(html, "id=\"app\""))?;
    let end = html[start..]
        .find("<noscript>")
        .map(|i| start + i)
        .ok_or("index.html has no <noscript> after #app")?;
    let end = html[end..]
        .find("</noscript>")
        .map(|i| end + i + "</noscript>".len())
        .ok_or("index.html's <noscript> is not closed")?;
    html.replace_range(start..end, app);
    Ok(())
}
