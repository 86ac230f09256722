// The gallery as a designer sees it: loaded in headless Chromium (Debian's `chromium`,
// which .ci/run installs), every image must load at its size in points, and the filters
// must change what is shown. The page is tested as written, with a test script appended
// that reads the page after it loads and leaves its findings in the DOM, which Chromium
// prints (--dump-dom). Skipped, saying why, where no Chromium can be found.

import Foundation
import Testing

enum Browser {
    /// The first Chromium on PATH, or nil.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// The page's DOM after it loaded and its scripts ran.
    static func dumpDOM(_ page: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "chromium")
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// What `script` (run after the page at `folder/index.html` loaded) left in a `<pre
    /// id="probe">`, unescaped; nil, recorded as an issue, when it left nothing.
    static func probe(_ folder: URL, script: String) throws -> String? {
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let page = folder.appendingPathComponent("probe.html")
        try Data(html.replacingOccurrences(of: "</body>", with: script + "\n</body>").utf8).write(to: page)
        let dom = try dumpDOM(page)
        guard let start = dom.range(of: "<pre id=\"probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            Issue.record("the probe left no findings; Chromium printed: \(dom.prefix(500))")
            return nil
        }
        return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

@Suite("gallery in a browser")
struct GalleryBrowserTests {
    static let probe = """
        <script>
        window.addEventListener('load', function () {
          var images = Array.prototype.slice.call(document.querySelectorAll('main img'));
          function shown() {
            return Array.prototype.filter.call(document.querySelectorAll('main figure'),
              function (f) { return f.offsetParent !== null; }).length;
          }
          function toggle(key, value) {
            var box = document.querySelector('input[data-filter="' + key + '"][value="' + value + '"]');
            box.checked = !box.checked;
            box.dispatchEvent(new Event('change', {bubbles: true}));
          }
          var r = {
            images: images.length,
            broken: images.filter(function (i) { return !(i.complete && i.naturalWidth > 0); })
              .map(function (i) { return i.getAttribute('src'); }),
            // Shown at its size in points (CSS pixels), the file holding density × that.
            wrongSize: images.filter(function (i) {
              var box = i.getBoundingClientRect();
              var w = parseFloat(i.getAttribute('width')), h = parseFloat(i.getAttribute('height'));
              var density = parseFloat(i.getAttribute('srcset').split(' ').pop());
              var fileWidth = i.naturalWidth === Math.round(w * density) || i.naturalWidth === Math.floor(w);
              return Math.abs(box.width - w) >= 0.5 || Math.abs(box.height - h) >= 0.5 || !fileWidth; })
              .map(function (i) { return i.getAttribute('src') + ' ' + i.naturalWidth + 'x' + i.naturalHeight; }),
            all: shown()
          };
          toggle('scheme', 'dark'); r.withoutDark = shown(); toggle('scheme', 'dark');
          toggle('group', 'iPad'); r.withoutIPad = shown();
          r.iPadSectionHidden = document.querySelector('section[data-group="iPad"]').offsetParent === null;
          toggle('group', 'iPad');
          toggle('family', 'systemMedium'); r.withoutMedium = shown(); toggle('family', 'systemMedium');
          toggle('variant', 'placeholder'); r.withoutPlaceholder = shown();
          r.counter = document.getElementById('shown').textContent;
          toggle('variant', 'placeholder');
          r.restored = shown();
          var pre = document.createElement('pre');
          pre.id = 'probe';
          pre.textContent = JSON.stringify(r);
          document.body.appendChild(pre);
        });
        </script>
        """

    struct Findings: Decodable {
        var images: Int
        var broken: [String]
        var wrongSize: [String]
        var all: Int
        var withoutDark: Int
        var withoutIPad: Int
        var iPadSectionHidden: Bool
        var withoutMedium: Int
        var withoutPlaceholder: Int
        var counter: String
        var restored: Int
    }

    @Test(
        "every image loads at its size in points, and each filter changes what is shown",
        .enabled(
            if: Browser.path != nil,
            "no headless Chromium found (install Debian's chromium package; .ci/run does): gallery browser test skipped"
        ))
    func filters() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            "gallery", CLI.example("weather.json"), "--device", "iPhone 16,iPad mini 8.3-inch,se1", "--variant", "all",
            "--output", dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        guard let json = try Browser.probe(dir, script: Self.probe) else { return }
        let f = try JSONDecoder().decode(Findings.self, from: Data(json.utf8))
        // 3 devices × small, medium × light, dark × normal, placeholder.
        #expect(f.images == 24 && f.all == 24)
        #expect(f.broken.isEmpty, "images that did not load: \(f.broken)")
        #expect(f.wrongSize.isEmpty, "images not at their size in points: \(f.wrongSize)")
        #expect(f.withoutDark == 12)
        #expect(f.withoutIPad == 16 && f.iPadSectionHidden)
        #expect(f.withoutMedium == 12)
        #expect(f.withoutPlaceholder == 12 && f.counter == "12")
        #expect(f.restored == 24)
    }
}
