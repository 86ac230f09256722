# Draws the example images (cover.png, logo.png) from code: no outside content.
# Run from this folder: python3 make-images.py
import zlib, struct, math
def write_png(path, w, h, pixels, channels):
    def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        raw += pixels[y * w * channels:(y + 1) * w * channels]
    ctype = 6 if channels == 4 else 2
    data = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, ctype, 0, 0, 0)) \
        + chunk(b'IDAT', zlib.compress(bytes(raw), 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(data)

# A "photo": a dusk sky, a sun, layered hills and fine grass stripes (high frequency
# detail that aliases if downscaling skips pixels).
W, H = 600, 400
px = bytearray(W * H * 3)
for y in range(H):
    for x in range(W):
        t = y / H
        r, g, b = 255 * (1 - t) * 0.95 + 40 * t, 140 * (1 - t) + 30 * t, 90 * (1 - t) + 120 * t
        d = math.hypot(x - 420, y - 150)
        if d < 60:
            k = min(1, (60 - d) / 2)
            r, g, b = r + (255 - r) * k, g + (220 - g) * k, b + (150 - b) * k
        hill1 = 260 + 30 * math.sin(x / 70) + 12 * math.sin(x / 23)
        hill2 = 310 + 20 * math.sin(x / 50 + 1) + 6 * math.sin(x / 11)
        if y > hill1:
            r, g, b = 60, 70, 110
        if y > hill2:
            stripe = 1 if (x + y // 3) % 4 < 2 else 0
            r, g, b = (40, 110, 50) if stripe else (25, 80, 35)
        i = (y * W + x) * 3
        px[i], px[i + 1], px[i + 2] = int(r), int(g), int(b)
write_png('cover.png', W, H, px, 3)

# A logo with antialiased transparent edges: a red disc with a white play triangle.
S = 240
px = bytearray(S * S * 4)
N = 4
for y in range(S):
    for x in range(S):
        cov = 0; white = 0
        for sy in range(N):
            for sx in range(N):
                u, v = x + (sx + 0.5) / N, y + (sy + 0.5) / N
                if math.hypot(u - 120, v - 120) <= 100:
                    cov += 1
                    if 100 <= u <= 165 and abs(v - 120) <= 40 * (165 - u) / 65:
                        white += 1
        a = cov / (N * N)
        wf = white / cov if cov else 0
        r = 255; g = int(45 + (255 - 45) * wf); b = int(85 + (255 - 85) * wf)
        i = (y * S + x) * 4
        px[i], px[i + 1], px[i + 2], px[i + 3] = r, g, b, int(round(a * 255))
write_png('logo.png', S, S, px, 4)
