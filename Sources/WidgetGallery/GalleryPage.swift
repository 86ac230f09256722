// The gallery page: one self-contained index.html (no network, no external scripts or
// fonts) showing every snapshot of a matrix at its size in points (CSS pixels = points;
// `srcset` tells the browser each file's density), one section per device, with filters
// for family, device group, color scheme and variant, a Home Screen-like backdrop, and the
// device, size and file name of each image on hover.
//
// Live reload without a server: a page written in watch mode loads `version.js` again every
// second through a fresh <script> tag (fetch() is refused for file:// pages) and reloads
// itself when the version in it differs from the one it was written with.

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout
import WidgetRendering

/// Writes the gallery's HTML.
public struct GalleryPage: Sendable {
    /// The file the page polls in watch mode.
    public static let versionFileName = "version.js"

    public var title: String
    /// A line under the title (the entry file, the OS).
    public var subtitle: String
    public var cells: [MatrixCell]
    /// Set in watch mode: the page polls `version.js` and reloads when it changes.
    public var liveVersion: String?
    /// What each cell's widget cannot show (by cell index; none when missing): such cells
    /// are outlined in red and say why.
    public var overflows: [Int: [Overflow]]
    /// Pictures of the widget in place (`--in-place`), shown first, at their size in points.
    public var inPlace: [Picture]

    /// A picture of the page that is not a cell of the matrix.
    public struct Picture: Sendable {
        public var fileName: String
        public var caption: String
        /// Its size in points and its pixels per point.
        public var size: Size
        public var scale: Double

        public init(fileName: String, caption: String, size: Size, scale: Double) {
            self.fileName = fileName
            self.caption = caption
            self.size = size
            self.scale = scale
        }
    }

    public init(
        title: String, subtitle: String, cells: [MatrixCell], liveVersion: String? = nil,
        overflows: [Int: [Overflow]] = [:], inPlace: [Picture] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.cells = cells
        self.liveVersion = liveVersion
        self.overflows = overflows
        self.inPlace = inPlace
    }

    /// The contents of `version.js` for `version`.
    public static func versionScript(_ version: String) -> String {
        "window.galleryVersion = \"\(version.markupEscaped)\";\n"
    }

    /// The page.
    public func html() -> String {
        var sections: [String] = []
        var order: [String] = []
        var byDevice: [String: [Int]] = [:]
        for (i, cell) in cells.enumerated() {
            if byDevice[cell.device.name] == nil { order.append(cell.device.name) }
            byDevice[cell.device.name, default: []].append(i)
        }
        for name in order {
            guard let group = byDevice[name], let firstIndex = group.first else { continue }
            let first = cells[firstIndex]
            var heading = "<h2>\(name.markupEscaped)</h2>"
            if !first.standsFor.isEmpty {
                heading +=
                    "<p class=\"also\">Also stands for: "
                    + first.standsFor.map(\.name.markupEscaped).joined(separator: ", ") + "</p>"
            }
            let figures = group.map(figure).joined(separator: "\n")
            sections.append(
                "<section data-group=\"\(first.device.idiom.groupName)\">\n\(heading)\n<div class=\"cells\">\n\(figures)\n</div>\n</section>"
            )
        }
        if !inPlace.isEmpty {
            let figures = inPlace.map { picture in
                let url = Self.fileURL(picture.fileName).markupEscaped
                let w = DumpValue.format(picture.size.width), h = DumpValue.format(picture.size.height)
                return """
                    <figure class="in-place" title="\(picture.fileName.markupEscaped)">
                    <img src="\(url)" srcset="\(url) \(DumpValue.format(picture.scale))x" width="\(w)" height="\(h)" alt="\(picture.caption.markupEscaped)">
                    <figcaption>\(picture.caption.markupEscaped)</figcaption>
                    </figure>
                    """
            }
            sections.insert(
                "<section class=\"in-place\">\n<h2>In place</h2>\n<div class=\"cells\">\n\(figures.joined(separator: "\n"))\n</div>\n</section>",
                at: 0)
        }
        let filters = [
            filter("Family", key: "family", values: unique(cells.map(\.family.rawValue))),
            filter("Devices", key: "group", values: unique(cells.map(\.device.idiom.groupName))),
            filter("Color scheme", key: "scheme", values: unique(cells.map(\.colorScheme.rawValue))),
            filter("Variant", key: "variant", values: unique(cells.map(\.variant.rawValue))),
        ].joined(separator: "\n")
        let live = liveVersion.map { " data-version=\"\($0.markupEscaped)\"" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title.markupEscaped)</title>
            <style>\(Self.style)</style>
            </head>
            <body\(live)>
            <header>
            <h1>\(title.markupEscaped)</h1>
            <p>\(subtitle.markupEscaped) · <span id="shown">\(cells.count)</span> of \(cells.count) snapshots shown</p>
            <form id="filters">
            \(filters)
            <fieldset><legend>View</legend><label><input type="checkbox" id="backdrop"> Home Screen backdrop</label></fieldset>
            </form>
            </header>
            <main>
            \(sections.joined(separator: "\n"))
            </main>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    func figure(_ index: Int) -> String {
        let cell = cells[index]
        let overflowing = overflows[index] ?? []
        let w = DumpValue.format(cell.size.width), h = DumpValue.format(cell.size.height)
        let pw = DumpValue.format((cell.size.width * cell.scale).rounded())
        let ph = DumpValue.format((cell.size.height * cell.scale).rounded())
        let file = cell.fileName.markupEscaped
        // The address: percent-encoded, so a kind with spaces, commas, # or % still links
        // (and stays one srcset candidate).
        let url = Self.fileURL(cell.fileName).markupEscaped
        let label = "\(cell.device.name) · \(cell.family.rawValue) · \(w)×\(h) pt (\(pw)×\(ph) px) · \(cell.fileName)"
        var attributes = [
            ("family", cell.family.rawValue), ("group", cell.device.idiom.groupName),
            ("scheme", cell.colorScheme.rawValue), ("variant", cell.variant.rawValue),
        ].map { "data-\($0.0)=\"\($0.1.markupEscaped)\"" }.joined(separator: " ")
        if !overflowing.isEmpty { attributes += " class=\"overflow\"" }
        let mark = overflowing.map { "<br><strong>\($0.description.markupEscaped)</strong>" }.joined()
        return """
            <figure \(attributes) title="\(label.markupEscaped)">
            <img src="\(url)" srcset="\(url) \(DumpValue.format(cell.scale))x" width="\(w)" height="\(h)" alt="\(label.markupEscaped)">
            <figcaption>\(cell.family.shortName) · \(cell.colorScheme.rawValue)\(cell.variant == .normal ? "" : " · \(cell.variant.rawValue)")<span class="detail"><br>\(cell.device.name.markupEscaped)<br>\(w)×\(h) pt · \(pw)×\(ph) px<br>\(file)</span>\(mark)</figcaption>
            </figure>
            """
    }

    /// A file name as a relative URL: everything but unreserved characters and @ encoded.
    public static func fileURL(_ name: String) -> String { name.urlPathEscaped }

    func filter(_ legend: String, key: String, values: [String]) -> String {
        let boxes = values.map {
            "<label><input type=\"checkbox\" data-filter=\"\(key)\" value=\"\($0.markupEscaped)\" checked> \($0.markupEscaped)</label>"
        }
        return "<fieldset><legend>\(legend)</legend>\(boxes.joined(separator: " "))</fieldset>"
    }

    func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    static let style = """
        body{margin:0;font:14px/1.4 -apple-system,system-ui,sans-serif;background:#f2f2f7;color:#1c1c1e}
        header{position:sticky;top:0;z-index:1;background:#f2f2f7ee;padding:12px 24px;border-bottom:1px solid #d1d1d6}
        h1{font-size:20px;margin:0}h2{font-size:16px;margin:0 0 2px}header p{margin:2px 0 8px;color:#6c6c70}
        fieldset{display:inline-block;border:1px solid #d1d1d6;border-radius:8px;margin:0 8px 4px 0;padding:4px 10px}
        legend{font-size:12px;color:#6c6c70}label{margin-right:10px;white-space:nowrap}
        main{padding:8px 24px 48px}section{margin:20px 0}.also{margin:0;color:#6c6c70;font-size:12px}
        .cells{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start;margin-top:8px}
        figure{margin:0;padding:12px;border-radius:12px;background:#c7c7cc;position:relative}
        figure img{display:block}
        figcaption{font-size:12px;color:#3a3a3c;margin-top:6px}
        .detail{display:none}figure:hover .detail{display:inline}
        figure.overflow{outline:3px solid #c00000}figure.overflow strong{color:#c00000;font-weight:600}
        .backdrop figure{background:linear-gradient(160deg,#2c5364,#203a43 45%,#6d3a6b);padding:24px}
        .backdrop figcaption{color:#fff}
        [hidden]{display:none!important}
        """

    static let script = """
        (function(){
          var form=document.getElementById('filters');
          function apply(){
            var allowed={};
            form.querySelectorAll('input[data-filter]').forEach(function(b){
              var k=b.dataset.filter;allowed[k]=allowed[k]||{};if(b.checked)allowed[k][b.value]=true;});
            var shown=0;
            document.querySelectorAll('main figure:not(.in-place)').forEach(function(f){
              var ok=Object.keys(allowed).every(function(k){return allowed[k][f.dataset[k]];});
              f.hidden=!ok;if(ok)shown++;});
            document.querySelectorAll('main section:not(.in-place)').forEach(function(s){
              s.hidden=!s.querySelector('figure:not([hidden])');});
            document.getElementById('shown').textContent=shown;
          }
          form.addEventListener('change',apply);
          document.getElementById('backdrop').addEventListener('change',function(e){
            document.body.classList.toggle('backdrop',e.target.checked);});
          apply();
          var version=document.body.dataset.version;
          if(version){
            setInterval(function(){
              var s=document.createElement('script');
              s.src='version.js?'+Date.now();
              s.onload=function(){s.remove();if(window.galleryVersion&&window.galleryVersion!==version)location.reload();};
              s.onerror=function(){s.remove();};
              document.head.appendChild(s);
            },1000);
          }
        })();
        """
}

extension Idiom {
    /// The device group a gallery filters by.
    public var groupName: String {
        switch self {
        case .phone: "iPhone"
        case .pad: "iPad"
        case .mac: "Mac"
        case .watch: "Apple Watch"
        }
    }
}
