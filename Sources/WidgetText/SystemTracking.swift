// The tracking the system font gets at each size (HIG-T in
// docs/sources.md): "the system font dynamically adjusts tracking at every point size", so
// a renderer standing in for it adds that tracking itself. Values are Apple's iOS table in
// 1/1000 em; sizes between two rows are interpolated, sizes below 6 pt take the 6 pt value
// and sizes from 80 pt on get none. (Apple's iOS and macOS tables disagree at 52 and 53 pt;
// the iOS values are used.)

enum SystemTracking {
    /// (size in points, tracking in 1/1000 em), by size.
    static let table: [(size: Double, milliEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking in points for the system font at `size` points.
    static func points(at size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.milliEm / 1000 * size }
        if size >= last.size { return 0 }
        guard let upper = table.firstIndex(where: { $0.size >= size }), upper > 0 else { return 0 }
        let a = table[upper - 1], b = table[upper]
        let t = (size - a.size) / (b.size - a.size)
        return (a.milliEm + (b.milliEm - a.milliEm) * t) / 1000 * size
    }
}
