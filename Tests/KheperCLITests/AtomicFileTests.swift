import Dispatch
import Foundation
import KheperProcessTesting
import Synchronization
import Testing

@testable import KheperCLI

/// `export -o` and `normalize -w` write through ``AtomicFile``: a regular file is replaced atomically keeping its
/// permissions, a symlink keeps pointing at the file it names, and FIFOs and devices are never replaced.
@Suite struct AtomicFileTests {
    let directory: String

    init() throws {
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent("kheper-atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func status(_ path: String, following: Bool = false) throws -> stat {
        var info = stat()
        let result = following ? stat(path, &info) : lstat(path, &info)
        try #require(result == 0, "cannot stat \(path): errno \(errno)")
        return info
    }

    func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// Files left in the folder other than `expected`: a write must not leave its temporary file behind.
    func leftovers(except expected: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { !expected.contains($0) }
    }

    @Test(arguments: [0o600, 0o640, 0o755])
    func keepsTheTargetsPermissions(mode: Int) throws {
        let path = directory + "/private.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try #require(chmod(path, mode_t(mode)) == 0)
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try contents(path) == "new")
        #expect(Int(try status(path).st_mode & 0o7777) == mode)
        #expect(try leftovers(except: ["private.json"]).isEmpty)
    }

    @Test func replacesAFileWhoseNameIsAsLongAsTheSystemAllows() throws {
        let name = String(repeating: "é", count: 127)  // 254 bytes
        let path = directory + "/" + name
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try contents(path) == "new")
        #expect(try leftovers(except: [name]).isEmpty)
    }

    @Test func followsASymlinkAndKeepsIt() throws {
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        let target = directory + "/real/workout.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try #require(chmod(target, 0o600) == 0)
        let link = directory + "/link.json"
        try #require(symlink("real/workout.json", link) == 0)
        try AtomicFile.write(Array("new".utf8), to: link)
        #expect(try status(link).st_mode & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/workout.json")
        #expect(try contents(target) == "new")
        #expect(try status(target).st_mode & 0o7777 == 0o600)
        #expect(try leftovers(except: ["real", "link.json"]).isEmpty)
    }

    @Test func createsTheFileADanglingSymlinkNames() throws {
        let link = directory + "/dangling.json"
        try #require(symlink(directory + "/made.json", link) == 0)
        try AtomicFile.write(Array("new".utf8), to: link)
        #expect(try status(link).st_mode & S_IFMT == S_IFLNK)
        #expect(try contents(directory + "/made.json") == "new")
    }

    @Test func aNewFileFollowsTheUmask() throws {
        let path = directory + "/new.json"
        try AtomicFile.write(Array("new".utf8), to: path)
        let mask = try currentUmask()
        #expect(try status(path).st_mode & 0o7777 == 0o666 & ~mask)
        #expect(try leftovers(except: ["new.json"]).isEmpty)
    }

    @Test(arguments: ["077", "027", "002"])
    func exportToANewFileFollowsTheUmaskOfTheProcess(umask: String) throws {
        let tool = try ToolHarness()
        let environment = ToolEnvironment(variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory)
        let workout = ToolHarness.tool(environment).run(["new", "Masked"]).output.standardOutput
        let kheper = Process()
        kheper.executableURL = URL(fileURLWithPath: "/bin/sh")
        kheper.arguments = [
            "-c", "umask \(umask) && exec \"$0\" export --store store.sqlite \"$1\" -o new.json",
            try BuiltExecutable.url(named: "kheper").path, workout.trimmingCharacters(in: .newlines),
        ]
        kheper.currentDirectoryURL = URL(fileURLWithPath: tool.directory)
        try kheper.run()
        kheper.waitUntilExit()
        #expect(kheper.terminationStatus == 0)
        let mask = try #require(mode_t(umask, radix: 8))
        #expect(try status(tool.directory + "/new.json").st_mode & 0o7777 == 0o666 & ~mask)
    }

    /// The process's umask, read from `/proc` because `umask(2)` can only read it by changing it.
    func currentUmask() throws -> mode_t {
        let lines = try contents("/proc/self/status").split(separator: "\n")
        let line = try #require(lines.first { $0.hasPrefix("Umask:") })
        return try #require(mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
    }

    @Test func writesAFIFOInPlaceWhileAnotherThreadReadsIt() throws {
        let path = directory + "/pipe"
        try #require(mkfifo(path, 0o600) == 0)
        // Open the reading end first without blocking, so the writer's open succeeds at once.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let payload = Array(repeating: Array("0123456789abcdef".utf8), count: 16_384).joined()  // 256 KiB
        let bytes = Array(payload)
        let writer = DispatchGroup()
        let failure = Failure()
        writer.enter()
        DispatchQueue.global().async {
            do {
                try AtomicFile.write(bytes, to: path)
            } catch {
                failure.message.withLock { $0 = "\(error)" }
            }
            writer.leave()
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            if count > 0 {
                received += buffer[..<count]
            } else if writer.wait(timeout: .now()) == .success {
                // The writer is done and closed its end, so whatever it wrote is already in the pipe.
                let rest = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                if rest > 0 { received += buffer[..<rest] } else { break }
            } else {
                usleep(1_000)
            }
        }
        #expect(failure.message.withLock { $0 } == nil)
        #expect(received.count == bytes.count)
        let same = received == bytes  // compared apart, so a failure does not print 256 KiB
        #expect(same, "the reader got other bytes than were written")
        #expect(try status(path).st_mode & S_IFMT == S_IFIFO)
        #expect(try leftovers(except: ["pipe"]).isEmpty)
    }

    @Test func sendsToAUnixSocketAndLeavesIt() throws {
        let path = directory + "/socket"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0 && listen(listener, 1) == 0, "errno \(errno)")
        let failure = Failure()
        let writer = DispatchGroup()
        writer.enter()
        DispatchQueue.global().async {
            do {
                try AtomicFile.write(Array("over the socket".utf8), to: path)
            } catch {
                failure.message.withLock { $0 = "\(error)" }
            }
            writer.leave()
        }
        let connection = accept(listener, nil, nil)
        try #require(connection >= 0)
        defer { close(connection) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while case let count = buffer.withUnsafeMutableBytes({ read(connection, $0.baseAddress, $0.count) }), count > 0
        {
            received += buffer[..<count]
        }
        #expect(writer.wait(timeout: .now() + 10) == .success)
        #expect(failure.message.withLock { $0 } == nil)
        #expect(String(decoding: received, as: UTF8.self) == "over the socket")
        #expect(try status(path).st_mode & S_IFMT == S_IFSOCK)
    }

    /// An error from another thread.
    final class Failure: Sendable {
        let message = Mutex<String?>(nil)
    }

    @Test func writesACharacterDeviceInPlaceAndLeavesItADevice() throws {
        // A node with /dev/null's numbers, so the test never touches the machine's own /dev/null.
        let null = try status("/dev/null")
        let path = directory + "/null"
        try #require(mknod(path, S_IFCHR | 0o666, null.st_rdev) == 0, "mknod needs root: errno \(errno)")
        let before = try status(path)
        try AtomicFile.write(Array("discarded".utf8), to: path)
        let after = try status(path)
        #expect(after.st_mode == before.st_mode)
        #expect(after.st_mode & S_IFMT == S_IFCHR)
        #expect(after.st_rdev == null.st_rdev)
        #expect(after.st_ino == before.st_ino)
        #expect(try leftovers(except: ["null"]).isEmpty)
    }

    @Test func writesTheDeviceBehindAProcSymlinkInPlace() throws {
        let null = try status("/dev/null")
        try #require(mknod(directory + "/null", S_IFCHR | 0o666, null.st_rdev) == 0)
        let descriptor = open(directory + "/null", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try AtomicFile.write(Array("discarded".utf8), to: "/proc/self/fd/\(descriptor)")
        #expect(try status(directory + "/null").st_mode & S_IFMT == S_IFCHR)
    }

    @Test func refusesABlockDeviceAndLeavesIt() throws {
        let path = directory + "/disk"
        // A loop device's numbers (major 7, minor 200, as Linux packs them); the node is never opened.
        try #require(mknod(path, S_IFBLK | 0o600, dev_t(7 << 8 | 200)) == 0, "mknod needs root: errno \(errno)")
        #expect {
            try AtomicFile.write(Array("data".utf8), to: path)
        } throws: { error in
            (error as? AtomicFileError)?.code == .blockDevice && "\(error)".contains(path)
        }
        #expect(try status(path).st_mode & S_IFMT == S_IFBLK)
        #expect(try leftovers(except: ["disk"]).isEmpty)
    }

    @Test func refusesADirectory() throws {
        let path = directory + "/folder"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect {
            try AtomicFile.write(Array("data".utf8), to: path)
        } throws: { error in
            (error as? AtomicFileError)?.code == .directory && "\(error)".contains("directory")
        }
        #expect(try leftovers(except: ["folder"]).isEmpty)
    }

    @Test func exportKeepsAPrivateFilePrivate() throws {
        let tool = try ToolHarness()
        let environment = ToolEnvironment(variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory)
        let kheper = ToolHarness.tool(environment)
        let workout = kheper.run(["new", "Private"]).output.standardOutput.trimmingCharacters(in: .newlines)
        try tool.write("out.json", "old")
        try #require(chmod(tool.directory + "/out.json", 0o600) == 0)
        let exported = kheper.run(["export", workout, "-o", "out.json"])
        #expect(exported.exitCode == .success, "\(exported.output.standardError)")
        #expect(try tool.read("out.json").contains("\"Private\""))
        #expect(try status(tool.directory + "/out.json").st_mode & 0o7777 == 0o600)
        try #require(chmod(tool.directory + "/push-day.json", 0o640) == 0)
        #expect(tool.run("normalize", "-w", "push-day.json").code == .success)
        #expect(try status(tool.directory + "/push-day.json").st_mode & 0o7777 == 0o640)
    }
}
