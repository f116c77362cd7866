// `stacklab lesson list|solution|verify`: the lesson catalogue from the
// shell. Everything is decided in Lessons and ReplCore; this file reads the
// arguments, prints and picks the exit code.
import ArgumentParser
import CommandLanguage
import Foundation
import LineEditing
import Lessons
import ReplCore

struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "The lessons: list them, print a solution, verify them (CI), show or reset progress.",
        subcommands: [List.self, Solution.self, Verify.self, Progress.self, Reset.self])

    struct Source: ParsableArguments {
        @Option(name: .customLong("lessons"), help: "Read the lessons from this directory of .lesson files instead of the built-in catalogue.")
        var directory: String?

        func lessons() throws -> [Lesson] {
            do {
                if let directory { return try LessonCatalogue.load(directory: directory) }
                return try LessonCatalogue.builtIn()
            } catch {
                FileHandle.standardError.write(Data((error.rendered() + "\n").utf8))
                throw ExitCode(1)
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "One line per lesson: ID, title, source and your progress.")
        @OptionGroup var source: Source

        func run() throws {
            let lessons = try source.lessons()
            let progress = lessonTutor(besideHistory: CommandHistory.defaultPath()).progress
            for line in progress.listing(lessons) { print(line) }
        }
    }

    struct Solution: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The stored solution, one command per line.")
        @OptionGroup var source: Source
        @Argument(help: "The lesson's id.") var id: String

        func run() throws {
            let lessons = try source.lessons()
            do {
                let lesson = try LessonCatalogue.find(id, in: lessons)
                for line in lesson.solution.commandLines { print(line) }
            } catch {
                FileHandle.standardError.write(Data(("stacklab: " + error.message + "\n").utf8))
                throw ExitCode(2)
            }
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run every lesson's answers in fresh sessions: the solution and alternatives must reach the goal, the setup and the wrong attempts must not.",
            discussion: "Exit status 0 when every lesson (or every ID given) holds; 1 otherwise.")
        @OptionGroup var source: Source
        @Argument(help: "Only these lessons (default: all).") var ids: [String] = []

        func run() throws {
            let all = try source.lessons()
            var chosen: [Lesson] = []
            for id in ids {
                do { chosen.append(try LessonCatalogue.find(id, in: all)) } catch {
                    FileHandle.standardError.write(Data(("stacklab: " + error.message + "\n").utf8))
                    throw ExitCode(2)
                }
            }
            let report = LessonVerifier.report(ids.isEmpty ? all : chosen)
            for line in report.lines { print(line) }
            if !report.passed { throw ExitCode(1) }
        }
    }
}

extension LessonCommand {
    struct Progress: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "What was solved, hinted and shown, and when (from the progress file beside the history file).")
        @OptionGroup var source: Source
        @Flag(help: "One JSON object: every lesson with its status, hints, solution shown, and times.") var json = false

        func run() throws {
            let lessons = try source.lessons()
            let progress = lessonTutor(besideHistory: CommandHistory.defaultPath()).progress
            if json { print(progress.json(lessons)) } else { for line in progress.report(lessons) { print(line) } }
        }
    }

    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Forget the progress of the lessons given, or of every lesson.",
            discussion: "At the prompt `lesson reset` starts the active lesson's scene over; this forgets what the progress file keeps.")
        @OptionGroup var source: Source
        @Argument(help: "Lesson ids (default: all).") var ids: [String] = []

        func run() throws {
            let lessons = try source.lessons()
            for id in ids {
                do { _ = try LessonCatalogue.find(id, in: lessons) } catch {
                    FileHandle.standardError.write(Data(("stacklab: " + error.message + "\n").utf8))
                    throw ExitCode(2)
                }
            }
            let path = LessonProgress.path(besideHistory: CommandHistory.defaultPath())
            let tutor = lessonTutor(besideHistory: CommandHistory.defaultPath())
            var progress = tutor.progress
            let forgotten = progress.reset(ids)
            if let path {
                do { try LocalFileSystem().writeAtomically(path, progress.text) } catch {
                    FileHandle.standardError.write(Data(("stacklab: cannot write \(path): \(error)\n").utf8))
                    throw ExitCode(1)
                }
            }
            let what = ids.isEmpty ? "every lesson" : ids.joined(separator: ", ")
            print("forgot the progress of \(what) (\(forgotten.count) had some)")
        }
    }
}

/// The prompt's lessons: the built-in catalogue, progress kept beside the
/// history file.
func lessonTutor(besideHistory historyPath: String?) -> LessonTutor {
    LessonTutor(lessons: (try? LessonCatalogue.builtIn()) ?? [],
                progressPath: LessonProgress.path(besideHistory: historyPath))
}
