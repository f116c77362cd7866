"""A small WebSocket client over a plain socket (RFC 6455, text frames,
masked as a client must), for the browser tests' malformed-message checks
and Scripts/bench's load line. Standard library only."""
import base64
import json
import os
import socket
import struct


class Closed(Exception):
    pass


class WebSocket:
    def __init__(self, host, port, path="/ws", origin=None, timeout=30):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [
            f"GET {path} HTTP/1.1",
            f"Host: {host}:{port}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
        ]
        if origin:
            lines.append(f"Origin: {origin}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise Closed("closed during the handshake")
            head += chunk
        head, self.buffer = head.split(b"\r\n\r\n", 1)
        self.status = int(head.split(b" ", 2)[1])
        if self.status != 101:
            self.sock.close()

    def send_frame(self, payload, opcode=0x1, fin=True):
        header = bytes([(0x80 if fin else 0) | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        masked = _masked(payload, mask)
        self.sock.sendall(header + mask + masked)

    def send_text(self, text):
        self.send_frame(text.encode() if isinstance(text, str) else text)

    def send_json(self, obj):
        self.send_text(json.dumps(obj))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise Closed("connection closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self):
        """The next text message (pings answered); Closed at a close frame."""
        message = b""
        while True:
            b0, b1 = self._read(2)
            opcode = b0 & 0x0F
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            if opcode == 0x8:
                code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else None
                raise Closed(f"close frame {code}")
            if opcode == 0x9:
                self.send_frame(payload, opcode=0xA)
                continue
            if opcode == 0xA:
                continue
            message += payload
            if b0 & 0x80:
                return message.decode()

    def receive_json(self):
        return json.loads(self.receive())

    def close(self):
        try:
            self.send_frame(struct.pack(">H", 1000), opcode=0x8)
        except OSError:
            pass
        self.sock.close()


def _masked(payload, mask):
    out = bytearray(payload)
    for i in range(len(out)):
        out[i] ^= mask[i % 4]
    return bytes(out)
