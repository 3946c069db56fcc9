#!/usr/bin/env python3
"""Generate a corpus of realistic SwiftUI app source code for benchmarking `swiftui-tutor check`.

The first corpus of benchmarks/checker.sh glues the rules' own examples together: every file is
packed with exactly the constructs the rules look for (about one finding every six lines). That
is a stress test. This corpus imitates what users actually check: the sources of several ordinary
iOS apps written in modern SwiftUI (iOS 17/18, with some iOS 26 Liquid Glass) — screens, row
views, forms, `@Observable` models, data types, services, styles, tokens and helpers — in a
handful of app domains. Most code follows current SwiftUI guidance; now and then a file carries
one of the mistakes the checker flags (overall roughly one finding per 60-120 lines), and a few
older files carry several, as in real projects.

Files are composed from templates with many randomly chosen pieces and domain vocabularies.
Everything depends only on the seed and the file count (random.Random(seed), no clock, no hash
order), so two runs produce identical trees. Each file parses as Swift; the corpus is not meant
to compile (SwiftUI is not available here, and files refer to each other's types loosely).

    python3 benchmarks/corpus/app_corpus.py OUTPUT_DIR [--files N] [--seed S]
"""

import argparse
import math
import re
import os
import random
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, field as dataclass_field

DEFAULT_FILES = 320
DEFAULT_SEED = 20260517


# =============================================================================================
# Swift source writer
# =============================================================================================

class Swift:
    """Collects indented Swift lines. `block` opens `head {`, indents, and closes with `}`."""

    def __init__(self):
        self.lines = []
        self.depth = 0

    def __call__(self, *lines):
        for line in lines:
            self.lines.append("    " * self.depth + line if line else "")

    def blank(self):
        if self.lines and self.lines[-1] != "":
            self.lines.append("")

    @contextmanager
    def block(self, head, close="}"):
        """`head {` … `}`; an `else …` or `catch …` head joins the `}` just written."""
        stripped = head.rstrip()
        opening = stripped if stripped.endswith("{") or stripped.endswith(" in") else stripped + " {"
        if stripped.startswith(("else", "catch")) and self.lines and self.lines[-1].strip() == "}":
            self.lines[-1] += " " + opening
        else:
            self(opening)
        step = 0 if stripped.startswith("switch ") else 1     # Xcode aligns `case` with `switch`
        self.depth += step
        yield
        self.depth -= step
        self(close)

    @contextmanager
    def indented(self):
        self.depth += 1
        yield
        self.depth -= 1

    def put(self, lines):
        """Write lines built by another writer (their own indentation is kept)."""
        for line in lines:
            self.lines.append("    " * self.depth + line if line else "")

    def doc(self, text):
        """A `///` doc comment, wrapped at about 90 columns."""
        words, line = text.split(), "///"
        for word in words:
            if len(line) + len(word) > 90 - 4 * self.depth:
                self(line)
                line = "///"
            line += " " + word
        self(line)

    def mark(self, title):
        self.blank()
        self(f"// MARK: - {title}")
        self.blank()

    def text(self):
        while self.lines and self.lines[-1] == "":
            self.lines.pop()
        return "\n".join(align_chains(self.lines)) + "\n"


def indent_of(line):
    return len(line) - len(line.lstrip(" "))


def align_chains(lines):
    """Generators indent every modifier under its view; Xcode puts a modifier that follows a
    closing brace level with the brace. Dedent such chains (and what they contain) by one level."""
    lines = list(lines)
    for i in range(1, len(lines)):
        line = lines[i]
        if not line.lstrip().startswith("."):
            continue
        prev = next((l for l in reversed(lines[:i]) if l.strip()), "")
        if prev.strip() != "}" or indent_of(line) != indent_of(prev) + 4:
            continue
        base = indent_of(prev)
        j = i
        while j < len(lines) and (not lines[j].strip() or indent_of(lines[j]) > base):
            if lines[j].strip():
                lines[j] = lines[j][4:]
            j += 1
    return lines


def article(word):
    """`a` or `an` for a lowercase noun."""
    return ("an " if word[:1] in "aeiou" else "a ") + word


def lower_first(name):
    return name[0].lower() + name[1:]


def upper_first(name):
    return name[0].upper() + name[1:]


# =============================================================================================
# Domain vocabularies
# =============================================================================================

@dataclass
class Field:
    name: str
    type: str
    kind: str          # title text count minutes double money date flag enum rating url
    label: str
    lo: int = 1
    hi: int = 10
    unit: str = ""     # "km", "kg", "servings" …
    symbols: tuple = ("star.fill", "star")   # for flags: on / off symbol

    @property
    def optional(self):
        return self.type.endswith("?")


@dataclass
class Enum:
    name: str
    cases: list        # (case, title, symbol)
    doc: str


@dataclass
class Entity:
    name: str
    plural: str        # property name: recipes
    title: str         # shown plural: Recipes
    symbol: str
    fields: list
    samples: list
    doc: str

    @property
    def var(self):
        return lower_first(self.name)

    @property
    def noun(self):
        """The name as words for prose: TodoItem -> todo item."""
        return re.sub(r"(?<!^)(?=[A-Z])", " ", self.name).lower()

    @property
    def title_field(self):
        return self.fields[0]

    def kinds(self, kind):
        return [f for f in self.fields if f.kind == kind]

    def first(self, *kinds):
        for f in self.fields:
            if f.kind in kinds:
                return f
        return None


@dataclass
class Domain:
    key: str
    apps: list
    entities: list
    enums: list
    phrases: list      # free text for summaries, notes, messages
    settings: list     # (key, label, symbol) for toggles
    stats: list        # (title, symbol) for dashboard cards
    actions: list      # (verb, symbol)
    extra_tabs: list = dataclass_field(default_factory=list)

    def enum(self, name):
        for e in self.enums:
            if e.name == name:
                return e
        return None


def F(name, type_, kind, label, lo=1, hi=10, unit="", symbols=("star.fill", "star")):
    return Field(name, type_, kind, label, lo, hi, unit, symbols)


DOMAINS = [
    Domain(
        key="recipes", apps=["Pantry", "Mise", "Supper"],
        entities=[
            Entity("Recipe", "recipes", "Recipes", "fork.knife", [
                F("title", "String", "title", "Title"),
                F("summary", "String", "text", "Summary"),
                F("servings", "Int", "count", "Servings", 1, 12, "servings"),
                F("prepMinutes", "Int", "minutes", "Prep time", 5, 120),
                F("course", "Course", "enum", "Course"),
                F("isFavorite", "Bool", "flag", "Favorite", symbols=("heart.fill", "heart")),
                F("createdAt", "Date", "date", "Added"),
                F("rating", "Int", "rating", "Rating", 1, 5),
                F("imageURL", "URL?", "url", "Photo"),
            ], ["Lemon Risotto", "Shakshuka", "Miso Glazed Salmon", "Banana Bread", "Pad Thai",
                "Chickpea Curry", "Overnight Oats", "Mushroom Ragù", "Tomato Galette",
                "Sesame Noodles", "Chili con Carne", "Apple Crumble"],
                "A recipe saved in the user's cookbook."),
            Entity("Ingredient", "ingredients", "Ingredients", "carrot", [
                F("name", "String", "title", "Name"),
                F("quantity", "Double", "double", "Quantity", 1, 500, "g"),
                F("unit", "MeasureUnit", "enum", "Unit"),
                F("note", "String", "text", "Note"),
                F("isChecked", "Bool", "flag", "In basket", symbols=("checkmark.circle.fill", "circle")),
            ], ["Arborio rice", "Eggs", "Salmon fillet", "Ripe bananas", "Rice noodles",
                "Chickpeas", "Rolled oats", "Shiitake", "Cherry tomatoes", "Sesame oil"],
                "One line of a recipe's ingredient list."),
            Entity("MealPlan", "mealPlans", "Meal Plans", "calendar", [
                F("title", "String", "title", "Title"),
                F("day", "Date", "date", "Day"),
                F("course", "Course", "enum", "Course"),
                F("guests", "Int", "count", "Guests", 1, 8, "guests"),
                F("notes", "String", "text", "Notes"),
                F("isCooked", "Bool", "flag", "Cooked", symbols=("checkmark.seal.fill", "seal")),
            ], ["Sunday Brunch", "Weeknight Dinner", "Picnic Lunch", "Game Night",
                "Birthday Dinner", "Meal Prep"], "A meal scheduled on the calendar."),
        ],
        enums=[
            Enum("Course", [("breakfast", "Breakfast", "sunrise"), ("lunch", "Lunch", "sun.max"),
                            ("dinner", "Dinner", "moon.stars"), ("dessert", "Dessert", "birthday.cake"),
                            ("snack", "Snack", "takeoutbag.and.cup.and.straw")],
                 "When in the day a dish is served."),
            Enum("MeasureUnit", [("gram", "g", "scalemass"), ("cup", "cup", "cup.and.saucer"),
                                 ("tablespoon", "tbsp", "spoon"), ("piece", "pc", "circle.grid.2x2")],
                 "The unit an ingredient quantity is measured in."),
        ],
        phrases=["Creamy and bright with lemon zest", "Ready in under thirty minutes",
                 "A weekend favourite for the whole family", "Best made a day ahead",
                 "Swap the butter for olive oil to keep it vegan", "Serve with crusty bread"],
        settings=[("useMetricUnits", "Metric units", "ruler"), ("showsNutrition", "Show nutrition", "leaf"),
                  ("keepsScreenAwake", "Keep screen awake while cooking", "sun.max")],
        stats=[("Recipes", "book"), ("Cooked this week", "flame"), ("Favorites", "heart"),
               ("Avg. prep", "clock")],
        actions=[("Cook", "frying.pan"), ("Share", "square.and.arrow.up"), ("Duplicate", "plus.square.on.square")],
        extra_tabs=[("Shopping", "cart"), ("Planner", "calendar")],
    ),
    Domain(
        key="banking", apps=["Ledger", "Coinwise", "Tally"],
        entities=[
            Entity("Transaction", "transactions", "Transactions", "arrow.left.arrow.right", [
                F("payee", "String", "title", "Payee"),
                F("memo", "String", "text", "Memo"),
                F("amount", "Decimal", "money", "Amount"),
                F("date", "Date", "date", "Date"),
                F("category", "SpendingCategory", "enum", "Category"),
                F("isPending", "Bool", "flag", "Pending", symbols=("clock.fill", "checkmark")),
            ], ["Corner Bakery", "City Transit", "Northwind Energy", "Paycheck", "Bookshop",
                "Pharmacy", "Streaming Plus", "Farmers Market", "Gym Membership", "Rent"],
                "A single card or account transaction."),
            Entity("Account", "accounts", "Accounts", "building.columns", [
                F("name", "String", "title", "Name"),
                F("institution", "String", "text", "Bank"),
                F("balance", "Decimal", "money", "Balance"),
                F("kind", "AccountKind", "enum", "Type"),
                F("isHidden", "Bool", "flag", "Hidden", symbols=("eye.slash", "eye")),
                F("openedAt", "Date", "date", "Opened"),
            ], ["Everyday Checking", "Rainy Day Savings", "Travel Card", "Joint Account",
                "Brokerage", "Kids' Savings"], "A bank account the user has linked."),
            Entity("Budget", "budgets", "Budgets", "chart.pie", [
                F("name", "String", "title", "Name"),
                F("limit", "Decimal", "money", "Limit"),
                F("spent", "Decimal", "money", "Spent"),
                F("period", "BudgetPeriod", "enum", "Period"),
                F("startDate", "Date", "date", "Starts"),
                F("notifies", "Bool", "flag", "Alerts", symbols=("bell.fill", "bell.slash")),
            ], ["Groceries", "Eating Out", "Transport", "Subscriptions", "Holidays", "Gifts"],
                "A spending limit for one category over a period."),
        ],
        enums=[
            Enum("SpendingCategory", [("groceries", "Groceries", "cart"), ("dining", "Dining", "fork.knife"),
                                      ("transport", "Transport", "tram"), ("bills", "Bills", "doc.text"),
                                      ("income", "Income", "arrow.down.circle"),
                                      ("leisure", "Leisure", "gamecontroller")],
                 "What a transaction was spent on."),
            Enum("AccountKind", [("checking", "Checking", "creditcard"), ("savings", "Savings", "banknote"),
                                 ("credit", "Credit", "creditcard.trianglebadge.exclamationmark"),
                                 ("investment", "Investment", "chart.line.uptrend.xyaxis")],
                 "The kind of account, which decides how balances are shown."),
            Enum("BudgetPeriod", [("weekly", "Weekly", "7.square"), ("monthly", "Monthly", "calendar"),
                                  ("yearly", "Yearly", "calendar.circle")],
                 "How often a budget resets."),
        ],
        phrases=["Split with Sam", "Reimbursed by work", "Annual renewal", "Paid in two instalments",
                 "Refund expected next week", "Shared household expense"],
        settings=[("usesFaceID", "Unlock with Face ID", "faceid"), ("hidesBalances", "Hide balances", "eye.slash"),
                  ("sendsWeeklySummary", "Weekly summary", "envelope")],
        stats=[("Balance", "banknote"), ("Spent this month", "arrow.up.right"), ("Income", "arrow.down.left"),
               ("Saved", "lock")],
        actions=[("Export", "square.and.arrow.up"), ("Split", "person.2"), ("Flag", "flag")],
        extra_tabs=[("Insights", "chart.bar"), ("Cards", "creditcard")],
    ),
    Domain(
        key="fitness", apps=["Stride", "Pulse", "Repster"],
        entities=[
            Entity("Workout", "workouts", "Workouts", "figure.run", [
                F("title", "String", "title", "Title"),
                F("notes", "String", "text", "Notes"),
                F("durationMinutes", "Int", "minutes", "Duration", 10, 150),
                F("distance", "Double", "double", "Distance", 1, 42, "km"),
                F("activity", "ActivityType", "enum", "Activity"),
                F("startedAt", "Date", "date", "Started"),
                F("calories", "Int", "count", "Calories", 80, 900, "kcal"),
                F("isFavorite", "Bool", "flag", "Favorite"),
            ], ["Morning Run", "Leg Day", "Lunch Walk", "Hill Repeats", "Recovery Ride",
                "Long Run", "Upper Body", "Lap Swim", "Tempo Run", "Yoga Flow"],
                "A recorded workout session."),
            Entity("Exercise", "exercises", "Exercises", "dumbbell", [
                F("name", "String", "title", "Name"),
                F("sets", "Int", "count", "Sets", 1, 6, "sets"),
                F("reps", "Int", "count", "Reps", 4, 20, "reps"),
                F("weight", "Double", "double", "Weight", 5, 140, "kg"),
                F("muscle", "MuscleGroup", "enum", "Muscle group"),
                F("cue", "String", "text", "Coaching cue"),
            ], ["Back Squat", "Bench Press", "Deadlift", "Pull-up", "Overhead Press",
                "Walking Lunge", "Plank", "Bent-over Row"], "One exercise in a training plan."),
            Entity("Goal", "goals", "Goals", "target", [
                F("title", "String", "title", "Goal"),
                F("target", "Int", "count", "Target", 5, 500, "km"),
                F("progress", "Double", "double", "Progress", 0, 1),
                F("deadline", "Date", "date", "Deadline"),
                F("isCompleted", "Bool", "flag", "Completed", symbols=("checkmark.circle.fill", "circle")),
                F("motivation", "String", "text", "Why"),
            ], ["Run 100 km", "Ten pull-ups", "Half marathon", "Stretch daily", "Swim 5 km"],
                "A training goal with a deadline."),
        ],
        enums=[
            Enum("ActivityType", [("run", "Run", "figure.run"), ("ride", "Ride", "figure.outdoor.cycle"),
                                  ("swim", "Swim", "figure.pool.swim"), ("strength", "Strength", "dumbbell"),
                                  ("yoga", "Yoga", "figure.yoga"), ("walk", "Walk", "figure.walk")],
                 "The kind of activity a workout records."),
            Enum("MuscleGroup", [("legs", "Legs", "figure.step.training"), ("chest", "Chest", "figure.arms.open"),
                                 ("back", "Back", "figure.strengthtraining.traditional"),
                                 ("core", "Core", "figure.core.training")],
                 "The main muscle group an exercise trains."),
        ],
        phrases=["Felt strong on the last interval", "Keep the heart rate in zone two",
                 "Windy along the river", "New personal best", "Focus on form, not speed",
                 "Easy pace, conversational"],
        settings=[("autoPause", "Auto-pause", "pause.circle"),
                  ("announcesSplits", "Announce splits", "speaker.wave.2"),
                  ("syncsHealth", "Sync with Health", "heart.text.square")],
        stats=[("This week", "calendar"), ("Distance", "point.bottomleft.forward.to.point.topright.scurvepath"),
               ("Active minutes", "timer"), ("Streak", "flame")],
        actions=[("Start", "play.fill"), ("Share", "square.and.arrow.up"), ("Repeat", "arrow.clockwise")],
        extra_tabs=[("Plans", "list.bullet.clipboard"), ("Progress", "chart.xyaxis.line")],
    ),
    Domain(
        key="notes", apps=["Quill", "Jotter", "Margin"],
        entities=[
            Entity("Note", "notes", "Notes", "note.text", [
                F("title", "String", "title", "Title"),
                F("body", "String", "text", "Body"),
                F("updatedAt", "Date", "date", "Edited"),
                F("isPinned", "Bool", "flag", "Pinned", symbols=("pin.fill", "pin")),
                F("color", "NoteColor", "enum", "Color"),
                F("wordCount", "Int", "count", "Words", 10, 2000, "words"),
            ], ["Grocery ideas", "Book notes", "Meeting with Dana", "Trip packing list",
                "Gift ideas", "Quotes", "Weekly review", "Garden plan", "Podcast episodes to try"],
                "A note the user has written."),
            Entity("Folder", "folders", "Folders", "folder", [
                F("name", "String", "title", "Name"),
                F("noteCount", "Int", "count", "Notes", 0, 80, "notes"),
                F("createdAt", "Date", "date", "Created"),
                F("isShared", "Bool", "flag", "Shared", symbols=("person.2.fill", "person")),
                F("summary", "String", "text", "Description"),
            ], ["Personal", "Work", "Journal", "Recipes", "Archive", "Ideas"],
                "A folder that groups notes."),
            Entity("Reminder", "reminders", "Reminders", "bell", [
                F("title", "String", "title", "Title"),
                F("dueDate", "Date", "date", "Due"),
                F("priority", "Priority", "enum", "Priority"),
                F("isDone", "Bool", "flag", "Done", symbols=("checkmark.circle.fill", "circle")),
                F("details", "String", "text", "Details"),
            ], ["Call the dentist", "Renew passport", "Water the plants", "Send invoice",
                "Pick up dry cleaning", "Book train tickets"], "A to-do with an optional due date."),
        ],
        enums=[
            Enum("NoteColor", [("plain", "Plain", "circle"), ("yellow", "Yellow", "circle.fill"),
                               ("blue", "Blue", "drop.fill"), ("green", "Green", "leaf.fill"),
                               ("pink", "Pink", "heart.fill")],
                 "The highlight colour of a note card."),
            Enum("Priority", [("low", "Low", "arrow.down"), ("medium", "Medium", "equal"),
                              ("high", "High", "exclamationmark"), ("urgent", "Urgent", "exclamationmark.3")],
                 "How urgent a reminder is."),
        ],
        phrases=["Remember to follow up on Friday", "Draft, needs another pass",
                 "Ideas from the morning walk", "Copied from the whiteboard",
                 "Share with the team before the review", "Links to read later"],
        settings=[("showsWordCount", "Show word count", "textformat.123"), ("syncsICloud", "iCloud sync", "icloud"),
                  ("opensLastNote", "Open last note on launch", "clock.arrow.circlepath")],
        stats=[("Notes", "note.text"), ("Words this week", "character.cursor.ibeam"), ("Pinned", "pin"),
               ("Folders", "folder")],
        actions=[("Pin", "pin"), ("Share", "square.and.arrow.up"), ("Move", "folder")],
        extra_tabs=[("Tags", "tag"), ("Trash", "trash")],
    ),
    Domain(
        key="travel", apps=["Wander", "Itinera", "Passport"],
        entities=[
            Entity("Trip", "trips", "Trips", "airplane", [
                F("name", "String", "title", "Name"),
                F("destination", "String", "text", "Destination"),
                F("startDate", "Date", "date", "Departure"),
                F("endDate", "Date", "date", "Return"),
                F("budget", "Decimal", "money", "Budget"),
                F("style", "TripStyle", "enum", "Style"),
                F("isArchived", "Bool", "flag", "Archived", symbols=("archivebox.fill", "archivebox")),
                F("coverURL", "URL?", "url", "Cover"),
            ], ["Lisbon Long Weekend", "Alps Hiking", "Kyoto in Autumn", "Road Trip West",
                "Family Beach Week", "Berlin Conference", "Iceland Ring Road", "Paris Anniversary"],
                "A trip with dates, a budget and bookings."),
            Entity("Booking", "bookings", "Bookings", "ticket", [
                F("title", "String", "title", "Title"),
                F("confirmationCode", "String", "text", "Confirmation"),
                F("checkIn", "Date", "date", "Check-in"),
                F("cost", "Decimal", "money", "Cost"),
                F("kind", "BookingKind", "enum", "Type"),
                F("isPaid", "Bool", "flag", "Paid", symbols=("checkmark.seal.fill", "seal")),
            ], ["Hotel Almada", "Flight TP 512", "Car rental", "Ryokan Hanaya", "Night train",
                "Museum tickets"], "A hotel, flight or ticket booked for a trip."),
            Entity("Place", "places", "Places", "mappin.and.ellipse", [
                F("name", "String", "title", "Name"),
                F("address", "String", "text", "Address"),
                F("rating", "Int", "rating", "Rating", 1, 5),
                F("category", "PlaceCategory", "enum", "Category"),
                F("visited", "Bool", "flag", "Visited", symbols=("checkmark.circle.fill", "circle")),
            ], ["Time Out Market", "Fushimi Inari", "Golden Gate Park", "Café Central",
                "Old Town Square", "Blue Lagoon"], "A place saved on a trip's map."),
        ],
        enums=[
            Enum("TripStyle", [("city", "City break", "building.2"), ("outdoors", "Outdoors", "mountain.2"),
                               ("beach", "Beach", "beach.umbrella"), ("business", "Business", "briefcase")],
                 "The kind of trip, used for packing suggestions."),
            Enum("BookingKind", [("flight", "Flight", "airplane"), ("hotel", "Hotel", "bed.double"),
                                 ("car", "Car", "car"), ("train", "Train", "tram"),
                                 ("activity", "Activity", "ticket")],
                 "What a booking reserves."),
            Enum("PlaceCategory", [("food", "Food", "fork.knife"), ("sight", "Sight", "binoculars"),
                                   ("museum", "Museum", "building.columns"), ("nature", "Nature", "tree")],
                 "What kind of place a pin marks."),
        ],
        phrases=["Window seat requested", "Breakfast included", "Bring the rail passes",
                 "Check visa requirements", "Free cancellation until Friday", "Meet at the lobby at nine"],
        settings=[("offlineMaps", "Download maps offline", "map"),
                  ("flightAlerts", "Flight alerts", "airplane.circle"),
                  ("usesHomeCurrency", "Show prices in home currency", "dollarsign.circle")],
        stats=[("Trips", "airplane"), ("Countries", "globe.europe.africa"), ("Nights away", "moon"),
               ("Spent", "creditcard")],
        actions=[("Share", "square.and.arrow.up"), ("Directions", "arrow.triangle.turn.up.right.diamond"),
                 ("Archive", "archivebox")],
        extra_tabs=[("Map", "map"), ("Explore", "safari")],
    ),
    Domain(
        key="podcasts", apps=["Cadence", "Airwaves"],
        entities=[
            Entity("Episode", "episodes", "Episodes", "waveform", [
                F("title", "String", "title", "Title"),
                F("showName", "String", "text", "Show"),
                F("durationMinutes", "Int", "minutes", "Length", 15, 120),
                F("publishedAt", "Date", "date", "Published"),
                F("isPlayed", "Bool", "flag", "Played", symbols=("checkmark.circle.fill", "circle")),
                F("artworkURL", "URL?", "url", "Artwork"),
                F("progress", "Double", "double", "Progress", 0, 1),
            ], ["The History of Maps", "Sleep, Explained", "Building in Public", "Ocean Giants",
                "A Year of Jazz", "Inside the Kitchen", "The Quiet Hour", "Why Cities Grow"],
                "One episode of a subscribed show."),
            Entity("Playlist", "playlists", "Playlists", "music.note.list", [
                F("name", "String", "title", "Name"),
                F("summary", "String", "text", "Description"),
                F("trackCount", "Int", "count", "Tracks", 3, 120, "tracks"),
                F("updatedAt", "Date", "date", "Updated"),
                F("isPublic", "Bool", "flag", "Public", symbols=("globe", "lock")),
                F("mood", "Mood", "enum", "Mood"),
            ], ["Focus", "Sunday Morning", "Running Mix", "Road Trip", "Late Night", "Dinner Party"],
                "A user-made playlist."),
        ],
        enums=[
            Enum("Mood", [("calm", "Calm", "leaf"), ("upbeat", "Upbeat", "sun.max"),
                          ("focused", "Focused", "scope"), ("melancholy", "Melancholy", "cloud.rain")],
                 "The mood a playlist is made for."),
            Enum("PlaybackSpeed", [("normal", "1×", "gauge.with.dots.needle.33percent"),
                                   ("faster", "1.5×", "gauge.with.dots.needle.67percent"),
                                   ("fastest", "2×", "gauge.with.dots.needle.100percent")],
                 "How fast episodes play."),
        ],
        phrases=["Recommended by Alex", "Great for the commute", "Part two of the series",
                 "Skip the first ten minutes", "Guest episode", "Live recording"],
        settings=[("autoDownload", "Download new episodes", "arrow.down.circle"),
                  ("skipsSilence", "Skip silence", "waveform.path"),
                  ("continuousPlayback", "Continuous playback", "infinity")],
        stats=[("Listened", "headphones"), ("Episodes", "waveform"), ("Shows", "square.stack"),
               ("Downloads", "arrow.down.circle")],
        actions=[("Play", "play.fill"), ("Queue", "text.line.last.and.arrowtriangle.forward"),
                 ("Download", "arrow.down.circle")],
        extra_tabs=[("Library", "square.stack"), ("Queue", "list.number")],
    ),
    Domain(
        key="habits", apps=["Streaks", "Sprout"],
        entities=[
            Entity("Habit", "habits", "Habits", "leaf", [
                F("name", "String", "title", "Name"),
                F("cue", "String", "text", "Cue"),
                F("frequency", "Frequency", "enum", "Frequency"),
                F("streak", "Int", "count", "Streak", 0, 90, "days"),
                F("createdAt", "Date", "date", "Started"),
                F("isArchived", "Bool", "flag", "Archived", symbols=("archivebox.fill", "archivebox")),
            ], ["Drink water", "Read 20 pages", "Meditate", "Walk after lunch", "No phone in bed",
                "Practise Spanish", "Floss", "Journal"], "A habit the user is building."),
            Entity("CheckIn", "checkIns", "Check-ins", "checkmark.circle", [
                F("title", "String", "title", "Title"),
                F("date", "Date", "date", "Date"),
                F("mood", "Mood", "enum", "Mood"),
                F("value", "Double", "double", "Score", 0, 10, "pts"),
                F("note", "String", "text", "Note"),
            ], ["Morning", "Evening", "After workout", "Lunch break"], "A daily check-in for a habit."),
        ],
        enums=[
            Enum("Frequency", [("daily", "Every day", "sun.max"), ("weekdays", "Weekdays", "briefcase"),
                               ("weekly", "Once a week", "calendar"), ("custom", "Custom", "slider.horizontal.3")],
                 "How often a habit should be done."),
            Enum("Mood", [("great", "Great", "face.smiling"), ("okay", "Okay", "face.dashed"),
                          ("tired", "Tired", "moon.zzz"), ("stressed", "Stressed", "bolt.heart")],
                 "How the user felt at a check-in."),
        ],
        phrases=["Tiny steps count", "Stack it after morning coffee", "Skip days are fine",
                 "Do it before checking email", "Two-minute version on busy days", "Celebrate small wins"],
        settings=[("dailyReminder", "Daily reminder", "bell"), ("showsStreaks", "Show streaks", "flame"),
                  ("hapticFeedback", "Haptics", "hand.tap")],
        stats=[("Current streak", "flame"), ("Completion", "chart.pie"), ("Habits", "leaf"),
               ("Best streak", "trophy")],
        actions=[("Check in", "checkmark"), ("Skip", "forward"), ("Archive", "archivebox")],
        extra_tabs=[("Journal", "book"), ("Stats", "chart.bar")],
    ),
    Domain(
        key="books", apps=["Shelf", "Marginalia"],
        entities=[
            Entity("Book", "books", "Books", "book", [
                F("title", "String", "title", "Title"),
                F("author", "String", "text", "Author"),
                F("pageCount", "Int", "count", "Pages", 90, 900, "pages"),
                F("currentPage", "Int", "count", "Current page", 0, 400, "pages"),
                F("status", "ReadingStatus", "enum", "Status"),
                F("startedAt", "Date", "date", "Started"),
                F("rating", "Int", "rating", "Rating", 1, 5),
                F("coverURL", "URL?", "url", "Cover"),
            ], ["The Left Hand of Darkness", "Middlemarch", "Piranesi", "The Overstory",
                "A Gentleman in Moscow", "Project Hail Mary", "Circe", "The Remains of the Day"],
                "A book on the user's shelf."),
            Entity("Highlight", "highlights", "Highlights", "highlighter", [
                F("quote", "String", "title", "Quote"),
                F("page", "Int", "count", "Page", 1, 400, "p."),
                F("createdAt", "Date", "date", "Saved"),
                F("isFavorite", "Bool", "flag", "Favorite"),
                F("comment", "String", "text", "Comment"),
            ], ["The house is valuable because it is the house", "Light thinks it travels faster",
                "We were the people who were not in the papers", "Every story has a second shadow"],
                "A passage the reader highlighted."),
        ],
        enums=[
            Enum("ReadingStatus", [("wantToRead", "Want to Read", "bookmark"), ("reading", "Reading", "book"),
                                   ("finished", "Finished", "checkmark.seal"),
                                   ("abandoned", "Abandoned", "xmark.circle")],
                 "Where the reader is with a book."),
            Enum("Shelf", [("fiction", "Fiction", "sparkles"), ("nonFiction", "Non-fiction", "lightbulb"),
                           ("poetry", "Poetry", "text.quote")], "Which shelf a book lives on."),
        ],
        phrases=["Lent to Maria", "Book club pick for March", "Signed copy", "Audiobook is great too",
                 "Slow start, worth it", "Reread every winter"],
        settings=[("yearlyGoal", "Yearly reading goal", "target"),
                  ("showsPageNumbers", "Show page numbers", "number"),
                  ("sharesActivity", "Share activity with friends", "person.2")],
        stats=[("Books this year", "books.vertical"), ("Pages", "doc.plaintext"), ("Highlights", "highlighter"),
               ("Reading now", "book")],
        actions=[("Share", "square.and.arrow.up"), ("Lend", "person.crop.circle.badge.plus"), ("Rate", "star")],
        extra_tabs=[("Goals", "target"), ("Discover", "sparkle.magnifyingglass")],
    ),
    Domain(
        key="tasks", apps=["Sprint", "Taskboard"],
        entities=[
            Entity("TodoItem", "todoItems", "Tasks", "checklist", [
                F("title", "String", "title", "Title"),
                F("details", "String", "text", "Details"),
                F("dueDate", "Date", "date", "Due"),
                F("priority", "Priority", "enum", "Priority"),
                F("isDone", "Bool", "flag", "Done", symbols=("checkmark.circle.fill", "circle")),
                F("estimateMinutes", "Int", "minutes", "Estimate", 15, 480),
            ], ["Fix login crash", "Write release notes", "Review pull request", "Update onboarding copy",
                "Plan sprint", "Migrate settings screen", "Reply to design feedback"],
                "A task on a project board."),
            Entity("Project", "projects", "Projects", "folder.badge.gearshape", [
                F("name", "String", "title", "Name"),
                F("summary", "String", "text", "Summary"),
                F("dueDate", "Date", "date", "Due"),
                F("progress", "Double", "double", "Progress", 0, 1),
                F("stage", "Stage", "enum", "Stage"),
                F("isStarred", "Bool", "flag", "Starred"),
                F("memberCount", "Int", "count", "Members", 1, 20, "members"),
            ], ["Website Relaunch", "iOS 26 Update", "Customer Portal", "Q3 Roadmap", "Design System"],
                "A project that groups tasks."),
        ],
        enums=[
            Enum("Priority", [("low", "Low", "arrow.down"), ("normal", "Normal", "minus"),
                              ("high", "High", "arrow.up"), ("critical", "Critical", "exclamationmark.triangle")],
                 "How important a task is."),
            Enum("Stage", [("planning", "Planning", "pencil.and.outline"), ("active", "Active", "bolt"),
                           ("review", "In Review", "eye"), ("shipped", "Shipped", "shippingbox")],
                 "Where a project is in its life cycle."),
        ],
        phrases=["Blocked on API changes", "Pair with Jordan", "Needs design sign-off",
                 "Carry over from last sprint", "Write tests first", "Ship behind a feature flag"],
        settings=[("showsCompleted", "Show completed tasks", "checkmark.circle"),
                  ("startsWeekOnMonday", "Week starts on Monday", "calendar"),
                  ("badgeCount", "App icon badge", "app.badge")],
        stats=[("Open tasks", "circle"), ("Done this week", "checkmark.circle"),
               ("Overdue", "exclamationmark.circle"),
               ("Projects", "folder")],
        actions=[("Assign", "person.crop.circle.badge.plus"), ("Move", "arrow.right.square"),
                 ("Share", "square.and.arrow.up")],
        extra_tabs=[("Inbox", "tray"), ("Calendar", "calendar")],
    ),
]

TINTS = ["orange", "blue", "green", "pink", "purple", "teal", "indigo", "mint", "red", "yellow",
         "brown", "cyan", "gray"]

SPECIAL_TEXT = {
    "author": ["Ursula K. Le Guin", "George Eliot", "Susanna Clarke", "Richard Powers", "Amor Towles",
               "Andy Weir", "Madeline Miller", "Kazuo Ishiguro"],
    "institution": ["First Harbor Bank", "Northwind Credit Union", "Cobalt Bank", "Meridian Savings"],
    "destination": ["Lisbon, Portugal", "Chamonix, France", "Kyoto, Japan", "Sedona, Arizona",
                    "Algarve, Portugal", "Berlin, Germany", "Reykjavík, Iceland", "Paris, France"],
    "address": ["Av. 24 de Julho 49, Lisbon", "68 Fukakusa Yabunouchicho, Kyoto", "501 Stanyan St, San Francisco",
                "Herrengasse 14, Vienna", "Staroměstské nám., Prague"],
    "showName": ["Field Notes", "The Long Table", "Small Planet", "Night Shift Radio", "Common Ground"],
    "cue": ["After morning coffee", "When I get to my desk", "Before bed", "After brushing teeth"],
}


# =============================================================================================
# Mistakes: where the corpus deviates from the guidance, and how often
# =============================================================================================

# Probability that one opportunity for a mistake takes the flawed form, before the file's
# sloppiness multiplier. Keys name the checker rule the flawed form is expected to trigger.
FLAWS = {
    "animatable-missing-animatabledata": 0.323, "animation-placement": 0.159,
    "animation-without-value": 0.248, "any-view": 0.03, "anyview-in-list-row": 0.0466,
    "asyncimage-phases": 0.35, "binding-never-written": 0.176, "blur-after-clip": 0.0528,
    "body-side-effects": 0.267, "closure-content-property": 0.3,
    "conditional-inline-transition": 0.0789, "corner-radius": 0.234,
    "dispatch-animation-sequencing": 0.4, "eager-stack-in-scrollview": 0.208,
    "environment-object": 0.2, "font-weight-bold": 0.117, "foreach-enumerated-not-array": 0.196,
    "foreach-id-self": 0.3, "foreach-indices": 0.212, "foreach-inline-filter": 0.3,
    "foreach-variable-view-count": 0.3, "foreground-color": 0.122, "geometry-reader": 0.3,
    "glass-availability": 0.152, "glass-container-missing": 0.22, "glass-effect-order": 0.11,
    "glass-interactive-static": 0.213, "hardcoded-color": 0.0855, "hardcoded-font-size": 0.0482,
    "hardcoded-spacing": 0.0593, "heavy-computation-in-body": 0.3, "id-uuid": 0.0542,
    "image-only-button": 0.221, "legacy-alert": 0.254, "localized-contains": 0.188,
    "missing-viewbuilder": 0.155, "navigation-view": 0.3, "object-creation-in-body": 0.0515,
    "observable-missing-mainactor": 0.25, "observable-object": 0.058, "observed-object": 0.05,
    "observed-object-inline-init": 0.0245, "on-change-single-param": 0.35, "on-tap-gesture": 0.306,
    "previewable-state": 0.0995, "published-in-observable": 0.0656, "reduce-motion-fallback": 0.179,
    "same-view-in-branches": 0.133, "scroll-shows-indicators": 0.23,
    "sheet-is-presented-optional": 0.3, "state-not-private": 0.152, "state-object": 0.04,
    "state-object-init-local": 0.3, "state-passed-value": 0.0532, "static-member-lookup": 0.113,
    "string-format": 0.242, "tab-item": 0.122, "tabview-inside-navigationstack": 0.134,
    "task-id-over-onchange": 0.355, "task-in-onappear": 0.178, "transition-without-animation": 0.35,
    "uiimage-data-downsampling": 0.5, "uiimage-force-unwrap": 0.233, "uikit-color": 0.0874,
    "uiscreen-main-bounds": 0.147, "ungated-hot-path-update": 0.4, "view-length": 0.14
}

# Files differ in care: most are tidy, some were written in a hurry, a few are old code that
# still uses the pre-iOS 17 APIs.
SLOPPINESS = [(0.35, 0.62), (1.0, 0.28), (2.5, 0.10)]   # (multiplier, share of files)
SCALE = 1.7
MAX_FLAW_CHANCE = 0.6    # even the sloppiest file gets most things right


@dataclass
class Project:
    """One app: a domain, an app name and the type names its files share."""
    name: str
    domain: Domain
    currency: str
    tokens: bool                     # has a Spacing/Theme token file and uses it
    env_store: bool                  # stores injected with .environment(…) rather than passed
    names: dict                      # entity name -> {kind: type name}
    folder_style: str

    @property
    def host(self):
        return self.name.lower()


class Ctx:
    """Everything one file's generator needs: randomness, the project and the file's care."""

    def __init__(self, rng, project, entity, slop, legacy):
        self.rng = rng
        self.project = project
        self.domain = project.domain
        self.entity = entity
        self.slop = slop
        self.legacy = legacy        # old file: pre-Observation idioms
        self.target = 100           # lines the file should roughly reach (set by the caller)
        self.previews = []          # #Preview blocks, written last by `finish`
        self.declared = set()       # names of supporting types already in the file
        self.allow_long = False     # this file may have a long body or be a long view file
        self.extra_imports = set()  # modules a supporting declaration needs
        self.current_enum = None    # the enum an enum file declares
        self.kind = None            # the file kind being generated
        self.max_extras = MAX_EXTRAS

    # randomness -------------------------------------------------------------------------
    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)

    def sample(self, seq, k):
        return self.rng.sample(seq, min(k, len(seq)))

    def flaw(self, rule, weight=1.0):
        """Whether this opportunity takes the flawed form that `rule` reports."""
        return self.rng.random() < min(MAX_FLAW_CHANCE, FLAWS[rule] * weight * self.slop * SCALE)

    # names ------------------------------------------------------------------------------
    def name(self, kind, entity=None):
        return self.project.names[(entity or self.entity).name][kind]

    def enum_for(self, f):
        return self.domain.enum(f.type)

    # design tokens ---------------------------------------------------------------------
    def spacing(self, size="md"):
        """A stack spacing / padding length: a token, a value on the scale, or (rarely) not."""
        if self.flaw("hardcoded-spacing"):
            return str(self.pick([6, 10, 14, 18, 5, 3, 15, 28, 36]))
        if self.project.tokens:
            return "Spacing." + size
        return {"xs": "4", "sm": "8", "md": "12", "lg": "16", "xl": "24"}[size]

    def fg(self, style):
        """A foreground style modifier."""
        if self.flaw("foreground-color"):
            return f".foregroundColor({style})"
        if style.startswith(".") and style[1:] in TINTS and self.flaw("static-member-lookup"):
            return f".foregroundStyle(Color{style})"
        return f".foregroundStyle({style})"

    def tint(self, color):
        """A `.tint` modifier for a system colour name."""
        if self.flaw("static-member-lookup"):
            return f".tint(Color.{color})"
        return f".tint(.{color})"

    def card_background(self, radius="12"):
        """The filled, rounded background of a card."""
        if self.flaw("hardcoded-color"):
            r, g, b = (f"{self.rng.uniform(0.9, 0.99):.2f}" for _ in range(3))
            return f".background(Color(red: {r}, green: {g}, blue: {b}), in: .rect(cornerRadius: {radius}))"
        if self.flaw("uikit-color"):
            color = self.pick(["Color(uiColor: .secondarySystemBackground)",
                               "Color(UIColor.secondarySystemBackground)"])
            return f".background({color}, in: .rect(cornerRadius: {radius}))"
        return self.pick([f".background(.background.secondary, in: .rect(cornerRadius: {radius}))",
                          f".background(.fill.tertiary, in: .rect(cornerRadius: {radius}))",
                          f".background(.regularMaterial, in: .rect(cornerRadius: {radius}))"])

    def button_style(self, style):
        """A `.buttonStyle` for a built-in style: static member, or (rarely) the type's initializer."""
        if self.flaw("static-member-lookup"):
            return f".buttonStyle({upper_first(style)}ButtonStyle())"
        return f".buttonStyle(.{style})"

    def rounded(self, radius=12):
        if self.flaw("corner-radius"):
            return f".cornerRadius({radius})"
        return self.pick([f".clipShape(.rect(cornerRadius: {radius}))",
                          f".clipShape(RoundedRectangle(cornerRadius: {radius}, style: .continuous))",
                          f".clipShape(.rect(cornerRadius: {radius}))"])

    def bold(self):
        return ".fontWeight(.bold)" if self.flaw("font-weight-bold") else ".bold()"

    def font(self, style):
        if self.flaw("hardcoded-font-size"):
            size = {"largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17,
                    "subheadline": 15, "caption": 12, "footnote": 13, "body": 17}.get(style, 16)
            return f".font(.system(size: {size}))" if self.chance(0.5) else \
                f".font(.system(size: {size}, weight: .semibold))"
        return f".font(.{style})"

    def private(self):
        return "" if self.flaw("state-not-private") else "private "


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def slug(text):
    out = "".join(c.lower() if c.isalnum() else "-" for c in text)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


DATE_EXPRS = [".now", ".now.addingTimeInterval(-86_400)", ".now.addingTimeInterval(-3 * 86_400)",
              ".now.addingTimeInterval(7 * 86_400)", "Date(timeIntervalSinceNow: -3_600)",
              ".now.addingTimeInterval(2 * 86_400)", "Date(timeIntervalSinceNow: 14 * 86_400)"]


def sample_value(ctx, f, entity, index):
    """A Swift literal for one field of sample data."""
    rng, kind = ctx.rng, f.kind
    if kind == "title":
        return swift_string(entity.samples[index % len(entity.samples)])
    if kind == "text":
        if f.name == "confirmationCode":
            return swift_string("".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6)))
        if f.name in SPECIAL_TEXT:     # lined up with the entity's sample titles
            return swift_string(SPECIAL_TEXT[f.name][index % len(SPECIAL_TEXT[f.name])])
        return swift_string(rng.choice(ctx.domain.phrases))
    if kind in ("count", "minutes"):
        value = rng.randint(f.lo, f.hi)
        return str(value - value % 5 if kind == "minutes" and value > 10 else value)
    if kind == "double":
        return f"{rng.random():.2f}" if f.hi <= 1 else f"{rng.uniform(f.lo, f.hi):.1f}"
    if kind == "money":
        whole = rng.randint(3, 2400)
        cents = rng.choice(["00", "50", "99", "25", "10"])
        sign = "-" if f.name == "amount" and rng.random() < 0.8 else ""
        return f"{sign}{whole}.{cents}"
    if kind == "date":
        return rng.choice(DATE_EXPRS)
    if kind == "flag":
        return rng.choice(["true", "false", "false"])
    if kind == "enum":
        return "." + rng.choice(ctx.domain.enum(f.type).cases)[0]
    if kind == "rating":
        return str(rng.randint(2, 5))
    if kind == "url":
        if rng.random() < 0.2:
            return "nil"
        title = entity.samples[index % len(entity.samples)]
        return f'URL(string: "https://images.{ctx.project.host}.example.com/{slug(title)}.jpg")'
    raise ValueError(kind)


def default_value(ctx, f):
    """The value a new, empty instance starts with."""
    return {"title": '""', "text": '""', "count": str(max(f.lo, 0)), "minutes": "30", "double": "0",
            "money": "0", "date": ".now", "flag": "false", "rating": "3", "url": "nil"}.get(
        f.kind, "." + ctx.domain.enum(f.type).cases[0][0] if f.kind == "enum" else "nil")


def initializer(ctx, entity, index):
    args = ", ".join(f"{f.name}: {sample_value(ctx, f, entity, index)}" for f in entity.fields)
    return f"{entity.name}({args})"


# =============================================================================================
# Showing fields in views
# =============================================================================================

def field_view(ctx, f, obj, role="row"):
    """Lines of a view showing field `f` of `obj`: the view, then its modifiers."""
    v, kind = f"{obj}.{f.name}", f.kind
    if kind == "title":
        lines = [f"Text({v})", ctx.font("headline" if role == "row" else "title2")]
        return lines + ([".lineLimit(1)"] if role == "row" else [])
    if kind == "text":
        return [f"Text({v})", ctx.font("subheadline"), ctx.fg(".secondary")] + \
            ([".lineLimit(2)"] if role == "row" else [])
    if kind == "count":
        if f.unit and ctx.flaw("string-format"):
            return [f'Text(String(format: "%d {f.unit}", {v}))', ctx.font("caption")]
        if f.unit:
            return [f'Text("\\({v}) {f.unit}")', ctx.font("caption"), ctx.fg(".secondary")]
        return [f"Text({v}, format: .number)", ".monospacedDigit()"]
    if kind == "minutes":
        return [f'Label(Duration.seconds({v} * 60).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)), '
                f'systemImage: "clock")', ctx.font("caption"), ctx.fg(".secondary")]
    if kind == "double":
        if f.hi <= 1:
            if ctx.flaw("string-format"):
                return [f'Text(String(format: "%.0f%%", {v} * 100))', ctx.font("caption")]
            return ctx.pick([[f"ProgressView(value: {v})", ".tint(.accentColor)"],
                             [f"Text({v}, format: .percent.precision(.fractionLength(0)))", ctx.font("caption"),
                              ".monospacedDigit()"]])
        if ctx.flaw("string-format"):
            return [f'Text(String(format: "%.1f {f.unit}", {v}))', ctx.font("caption")]
        return [f'Text("\\({v}, format: .number.precision(.fractionLength(1))) {f.unit}")', ctx.font("caption"),
                ctx.fg(".secondary")]
    if kind == "money":
        lines = [f'Text({v}, format: .currency(code: "{ctx.project.currency}"))', ".monospacedDigit()"]
        if f.name in ("amount", "balance"):
            lines.append(ctx.fg(f"{v} < 0 ? .primary : .green"))
        return lines
    if kind == "date":
        return [ctx.pick([f"Text({v}, format: .dateTime.day().month(.abbreviated))",
                          f"Text({v}, style: .relative)",
                          f"Text({v}.formatted(date: .abbreviated, time: .omitted))",
                          f"Text({v}, format: .dateTime.weekday(.wide).day())"]),
                ctx.font("caption"), ctx.fg(".secondary")]
    if kind == "flag":
        on, off = f.symbols
        tint = ctx.pick(["yellow", "pink", "orange", "green", "blue"])
        return [f'Image(systemName: {v} ? "{on}" : "{off}")', ctx.fg(f"{v} ? .{tint} : .secondary"),
                f'.accessibilityLabel({v} ? "{f.label}" : "Not {f.label.lower()}")']
    if kind == "enum":
        return [f"Label({v}.title, systemImage: {v}.symbol)", ctx.font("caption"), ctx.fg(f"{v}.tint")]
    if kind == "rating":
        return ctx.pick([[f"RatingView(rating: {v})"],
                         [f'Text(String(repeating: "★", count: {v}))', ctx.font("caption"), ctx.fg(".orange")]])
    raise ValueError(kind)


def emit(w, lines):
    """Write a view and its modifiers: lines starting with `.` are modifiers and go one level in
    (Xcode style); other lines already carry their indentation relative to the first."""
    w(lines[0])
    for line in lines[1:]:
        if line.startswith("."):
            with w.indented():
                w(line)
        else:
            w(line)


def emit_remote_image(w, ctx, expr, size=56, radius=8):
    """An AsyncImage that handles its phases (or, now and then, one that does not)."""
    if ctx.flaw("asyncimage-phases"):
        w(f"AsyncImage(url: {expr})")
    elif ctx.chance(0.55):
        with w.block(f"AsyncImage(url: {expr}) {{ phase in"):
            with w.block("switch phase"):
                w("case .success(let image):")
                with w.indented():
                    w("image")
                    with w.indented():
                        w(".resizable()", ".scaledToFill()")
                w("case .failure:")
                with w.indented():
                    w('Image(systemName: "photo")')
                    with w.indented():
                        w(".foregroundStyle(.secondary)")
                w("default:")
                with w.indented():
                    w("ProgressView()")
    else:
        with w.block(f"AsyncImage(url: {expr}) {{ phase in"):
            with w.block("if let image = phase.image"):
                w("image.resizable().scaledToFill()")
            with w.block("else if phase.error != nil"):
                w('Image(systemName: "photo").foregroundStyle(.secondary)')
            with w.block("else"):
                w("Color.secondary.opacity(0.1)")
    with w.indented():
        w(f".frame(width: {size}, height: {size})", ctx.rounded(radius))


def emit_icon(w, ctx, obj):
    """The leading icon of a row: the entity's enum symbol on a tinted tile, or a fixed symbol."""
    e = ctx.entity
    enum_field = e.first("enum")
    if enum_field is not None:
        w(f"Image(systemName: {obj}.{enum_field.name}.symbol)")
        with w.indented():
            w(ctx.font("title3"), ".foregroundStyle(.white)", ".frame(width: 40, height: 40)")
            if ctx.flaw("corner-radius"):
                w(f".background({obj}.{enum_field.name}.tint.gradient)", ".cornerRadius(10)")
            else:
                w(f".background({obj}.{enum_field.name}.tint.gradient, in: .rect(cornerRadius: 10))")
    else:
        w(f'Image(systemName: "{e.symbol}")')
        with w.indented():
            w(ctx.font("title3"), ".foregroundStyle(.tint)", ".frame(width: 40, height: 40)",
              ".background(.quaternary, in: .circle)")


def preview_block(w, ctx, body_lines, title=None):
    """Queue a #Preview; `finish` writes previews after the file's supporting declarations."""
    ctx.previews.append((body_lines, title))


def write_preview(w, body_lines, title=None):
    w.blank()
    head = "#Preview" + (f"({swift_string(title)})" if title else "")
    with w.block(head):
        for line in body_lines:
            w(line)


def file_header(w, ctx, filename, imports=("SwiftUI",)):
    """Xcode's file header (in some projects) and the imports."""
    if ctx.project.folder_style == "xcode":
        w("//", f"//  {filename}", f"//  {ctx.project.name}", "//")
        w.blank()
    for module in imports:
        w(f"import {module}")
    w.blank()


# =============================================================================================
# File kinds: data
# =============================================================================================

def gen_model(ctx, filename):
    """A plain data type with derived values and sample data."""
    e, w = ctx.entity, Swift()
    file_header(w, ctx, filename, ("Foundation",))
    w.doc(e.doc)
    conformances = ["Identifiable", "Codable", "Hashable"] + (["Sendable"] if ctx.chance(0.4) else [])
    explicit_init = ctx.chance(0.3)
    with w.block(f"struct {e.name}: {', '.join(conformances)}"):
        w("let id: UUID" if explicit_init else "var id = UUID()")
        for f in e.fields:
            if ctx.chance(0.15) and f.kind in ("text", "flag", "date"):
                w.doc(f"{f.label} of the {e.noun}.")
            w(f"var {f.name}: {f.type}")
        if explicit_init:
            w.blank()
            params = ", ".join(f"{f.name}: {f.type}" + (f" = {default_value(ctx, f)}" if f.kind != "title" else "")
                               for f in e.fields)
            with w.block(f"init(id: UUID = UUID(), {params})"):
                w("self.id = id")
                for f in e.fields:
                    w(f"self.{f.name} = {f.name}")
        if ctx.chance(0.35):
            w.blank()
            with w.block("enum CodingKeys: String, CodingKey"):
                w("case id")
                for f in e.fields:
                    snake = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", f.name).lower()
                    w(f'case {f.name} = "{snake}"' if snake != f.name else f"case {f.name}")
    w.mark("Derived values")
    with w.block(f"extension {e.name}"):
        derived = model_derived(ctx, e)
        for i, part in enumerate(ctx.sample(derived, ctx.rng.randint(2, 5))):
            if i:
                w.blank()
            for line in part:
                w(line)
    if ctx.chance(0.4):
        w.blank()
        key = e.first("date") or e.title_field
        with w.block(f"extension {e.name}: Comparable"):
            with w.block(f"static func < (lhs: {e.name}, rhs: {e.name}) -> Bool"):
                w(f"lhs.{key.name} < rhs.{key.name}")
    if ctx.chance(0.45):
        w.blank()
        emit_sort_order(w, ctx, e)
    if ctx.chance(0.35):
        w.blank()
        emit_new_factory(w, ctx, e)
    w.mark("Sample data")
    with w.block(f"extension {e.name}"):
        count = ctx.rng.randint(3, 6)
        w(f"static let samples: [{e.name}] = [")
        with w.indented():
            for i in range(count):
                w(initializer(ctx, e, i) + ("," if i < count - 1 else ""))
        w("]")
        w.blank()
        w(f"static var preview: {e.name} {{ samples[0] }}")
    return finish(w, ctx, 'model')


def model_derived(ctx, e):
    """Computed properties and small methods that fit the entity's fields."""
    parts = []
    t = e.title_field
    parts.append(["/// The first letters of the first two words, for placeholder avatars.",
                  "var initials: String {",
                  f"    {t.name}.split(separator: \" \").prefix(2).compactMap(\\.first).map(String.init).joined()",
                  "}"])
    parts.append(["func matches(_ query: String) -> Bool {",
                  "    let trimmed = query.trimmingCharacters(in: .whitespaces)",
                  f"    return trimmed.isEmpty || {t.name}.localizedStandardContains(trimmed)",
                  "}"])
    for f in e.fields:
        if f.kind == "date":
            parts.append([f"var is{upper_first(f.name)}Today: Bool {{",
                          f"    Calendar.current.isDateInToday({f.name})", "}"])
            parts.append([f"var {f.name}Title: String {{",
                          f"    {f.name}.formatted(date: .abbreviated, time: .omitted)", "}"])
        elif f.kind == "minutes":
            parts.append([f"var {f.name}Text: String {{",
                          f"    Duration.seconds(Double({f.name}) * 60)",
                          "        .formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))", "}"])
        elif f.kind == "money":
            parts.append([f"var formatted{upper_first(f.name)}: String {{",
                          f'    {f.name}.formatted(.currency(code: "{ctx.project.currency}"))', "}"])
        elif f.kind == "text":
            parts.append([f"var {f.name}Excerpt: String {{",
                          f"    let firstLine = {f.name}.split(whereSeparator: \\.isNewline).first.map(String.init) ?? \"\"",
                          "    return firstLine.count > 80 ? String(firstLine.prefix(80)) + \"…\" : firstLine", "}"])
        elif f.kind == "flag":
            parts.append([f"mutating func toggle{upper_first(f.name.removeprefix('is'))}() {{",
                          f"    {f.name}.toggle()", "}"])
        elif f.kind == "rating":
            parts.append(["var stars: String {",
                          f'    String(repeating: "★", count: {f.name}) + String(repeating: "☆", count: max(0, 5 - {f.name}))',
                          "}"])
        elif f.kind == "double" and f.hi <= 1:
            parts.append([f"var {f.name}Percent: Int {{ Int(({f.name} * 100).rounded()) }}"])
        elif f.kind == "count":
            parts.append([f"var has{upper_first(f.name)}: Bool {{ {f.name} > 0 }}"])
    return parts


def emit_sort_order(w, ctx, e):
    date = e.first("date")
    options = [("title", "Title", f"$0.{e.title_field.name}.localizedCompare($1.{e.title_field.name}) == .orderedAscending")]
    if date:
        options.insert(0, ("newest", "Newest", f"$0.{date.name} > $1.{date.name}"))
        options.insert(1, ("oldest", "Oldest", f"$0.{date.name} < $1.{date.name}"))
    num = e.first("money", "count", "rating", "minutes")
    if num:
        options.append((num.name, num.label, f"$0.{num.name} > $1.{num.name}"))
    w.doc(f"The orders the {e.noun} list can be sorted in.")
    with w.block(f"enum {e.name}SortOrder: String, CaseIterable, Identifiable"):
        w("case " + ", ".join(o[0] for o in options))
        w.blank()
        w("var id: Self { self }")
        w.blank()
        with w.block("var title: String"):
            with w.block("switch self"):
                for case, title, _ in options:
                    w(f'case .{case}: "{title}"')
        w.blank()
        with w.block(f"func sorted(_ items: [{e.name}]) -> [{e.name}]"):
            with w.block("switch self"):
                for case, _, cmp in options:
                    w(f"case .{case}: items.sorted {{ {cmp} }}")


def emit_new_factory(w, ctx, e):
    with w.block(f"extension {e.name}"):
        w.doc(f"A blank {e.noun} for the editor.")
        with w.block(f"static func makeNew() -> {e.name}"):
            args = ", ".join(f"{f.name}: {default_value(ctx, f)}" for f in e.fields)
            w(f"{e.name}({args})")
        w.blank()
        w("var isValid: Bool {")
        w(f"    !{e.title_field.name}.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty")
        w("}")


def gen_enum(ctx, filename, enum):
    """An enum with the switch-based display properties views use."""
    w = Swift()
    ctx.current_enum = enum
    file_header(w, ctx, filename)
    w.doc(enum.doc)
    raw = ctx.pick(["String, ", "String, ", "Int, ", ""])
    with w.block(f"enum {enum.name}: {raw}CaseIterable, Identifiable, Codable"):
        if ctx.chance(0.5):
            w("case " + ", ".join(c[0] for c in enum.cases))
        else:
            for c in enum.cases:
                w(f"case {c[0]}")
        w.blank()
        w("var id: Self { self }")
        expression_style = ctx.chance(0.7)
        for prop, type_, index in [("title", ctx.pick(["String", "LocalizedStringKey", "String"]), 1),
                                   ("symbol", "String", 2), ("tint", "Color", 3)]:
            w.blank()
            with w.block(f"var {prop}: {type_}"):
                with w.block("switch self"):
                    tints = ctx.sample(TINTS, len(enum.cases))
                    for i, c in enumerate(enum.cases):
                        value = f'"{c[index]}"' if index < 3 else "." + tints[i]
                        w(f"case .{c[0]}: " + ("" if expression_style else "return ") + value)
        if ctx.chance(0.4):
            w.blank()
            w.doc("The case after this one, wrapping around; used by the quick-toggle button.")
            with w.block(f"var next: {enum.name}"):
                w("let all = Self.allCases")
                w("let index = all.firstIndex(of: self) ?? all.startIndex")
                w("let next = all.index(after: index)")
                w("return next == all.endIndex ? all[all.startIndex] : all[next]")
        if ctx.chance(0.3):
            w.blank()
            w(f"static let `default`: {enum.name} = .{enum.cases[0][0]}")
    if ctx.chance(0.35):
        w.blank()
        name = enum.name
        w.doc(f"A small capsule showing a {lower_first(name)}.")
        with w.block(f"struct {name}Badge: View"):
            w(f"let value: {name}")
            w.blank()
            with w.block("var body: some View"):
                w("Label(value.title, systemImage: value.symbol)")
                with w.indented():
                    w(ctx.font("caption"), ".padding(.horizontal, " + ctx.spacing("sm") + ")",
                      ".padding(.vertical, " + ctx.spacing("xs") + ")",
                      ".background(value.tint.opacity(0.15), in: .capsule)", ctx.fg("value.tint"))
        preview_block(w, ctx, ["VStack {", f"    ForEach({name}.allCases) {{ value in",
                               f"        {name}Badge(value: value)", "    }", "}"])
    return finish(w, ctx, 'enum')


def gen_tokens(ctx, filename):
    """Design tokens: spacing scale, radii, brand colours and fonts."""
    w = Swift()
    file_header(w, ctx, filename)
    w.doc("Spacing scale used across the app. Add to the scale rather than typing new numbers in views.")
    with w.block("enum Spacing"):
        for name, value in [("xs", 4), ("sm", 8), ("md", 12), ("lg", 16), ("xl", 24), ("xxl", 32)]:
            w(f"static let {name}: CGFloat = {value}")
    w.blank()
    with w.block("enum Radius"):
        for name, value in [("small", 8), ("medium", 12), ("large", 20)]:
            w(f"static let {name}: CGFloat = {value}")
    w.mark("Colors")
    with w.block("extension Color"):
        w.doc("Brand colours live in the asset catalog so they adapt to dark mode.")
        for name in ctx.sample(["brandPrimary", "brandSecondary", "cardBackground", "positive", "negative",
                                "highlight", "subtleBorder"], 4):
            w(f'static let {name} = Color("{upper_first(name)}")')
        if ctx.chance(0.5):
            w.blank()
            w("/// Fallback used in widgets, where the asset catalog is not shared.")
            w(f"static let widgetAccent = Color(red: {ctx.rng.random():.2f}, green: {ctx.rng.random():.2f}, "
              f"blue: {ctx.rng.random():.2f})")
    w.mark("Fonts")
    with w.block("extension Font"):
        w("static let cardTitle = Font.title3.weight(.semibold)")
        w("static let metric = Font.system(.title, design: .rounded).weight(.bold)")
        w("static let caption2Mono = Font.caption2.monospacedDigit()")
        if ctx.flaw("hardcoded-font-size", 4):
            w("static let hero = Font.system(size: 44, weight: .heavy, design: .rounded)")
    if ctx.chance(0.5):
        w.mark("Shadows")
        with w.block("extension View"):
            w.doc("The soft shadow used under floating cards.")
            with w.block("func cardShadow() -> some View"):
                w("shadow(color: .black.opacity(0.08), radius: 8, y: 4)")
    return finish(w, ctx, None)


HELPER_PARTS = []


def helper(fn):
    HELPER_PARTS.append(fn)
    return fn


@helper
def _date_helpers(ctx, w):
    with w.block("extension Date"):
        w.doc("\"Today\", \"Yesterday\" or the weekday and date.")
        with w.block("var relativeDayTitle: String"):
            w("let calendar = Calendar.current")
            w('if calendar.isDateInToday(self) { return String(localized: "Today") }')
            w('if calendar.isDateInYesterday(self) { return String(localized: "Yesterday") }')
            w("return formatted(.dateTime.weekday(.wide).day().month())")
        w.blank()
        with w.block("func startOfWeek(calendar: Calendar = .current) -> Date"):
            w("calendar.dateInterval(of: .weekOfYear, for: self)?.start ?? self")
        w.blank()
        with w.block("func days(until other: Date, calendar: Calendar = .current) -> Int"):
            w("calendar.dateComponents([.day], from: calendar.startOfDay(for: self), to: calendar.startOfDay(for: other)).day ?? 0")


@helper
def _string_helpers(ctx, w):
    with w.block("extension String"):
        w("var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }")
        w("var isBlank: Bool { trimmed.isEmpty }")
        w.blank()
        w.doc("Returns nil for blank strings, so optional chaining can skip them.")
        w("var nilIfBlank: String? { isBlank ? nil : self }")


@helper
def _collection_helpers(ctx, w):
    with w.block("extension Array where Element: Identifiable"):
        with w.block("subscript(id id: Element.ID) -> Element?"):
            w("first { $0.id == id }")
        w.blank()
        with w.block("mutating func replace(_ element: Element)"):
            w("guard let index = firstIndex(where: { $0.id == element.id }) else { return }")
            w("self[index] = element")
    w.blank()
    with w.block("extension Sequence"):
        with w.block("func grouped<Key: Hashable>(by key: (Element) -> Key) -> [Key: [Element]]"):
            w("Dictionary(grouping: self, by: key)")


@helper
def _clamp_helper(ctx, w):
    w.doc("Limits a value to a closed range.")
    with w.block("func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T"):
        w("min(max(value, range.lowerBound), range.upperBound)")
    w.blank()
    with w.block("extension Comparable"):
        with w.block("func clamped(to range: ClosedRange<Self>) -> Self"):
            w("clamp(self, to: range)")


@helper
def _formatter_helpers(ctx, w):
    w.doc("Formatters are expensive to create, so the app shares these.")
    with w.block("enum Formatters"):
        with w.block("static let relative: RelativeDateTimeFormatter =", close="}()"):
            w("let formatter = RelativeDateTimeFormatter()")
            w("formatter.unitsStyle = .short")
            w("return formatter")
        w.blank()
        with w.block("static let byteCount: ByteCountFormatter =", close="}()"):
            w("let formatter = ByteCountFormatter()")
            w("formatter.countStyle = .file")
            w("return formatter")
        w.blank()
        with w.block("static let iso8601: ISO8601DateFormatter =", close="}()"):
            w("let formatter = ISO8601DateFormatter()")
            w("formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]")
            w("return formatter")


@helper
def _decimal_helpers(ctx, w):
    with w.block("extension Decimal"):
        w("var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }")
        w.blank()
        with w.block("func rounded(scale: Int = 2) -> Decimal"):
            w("var value = self")
            w("var result = Decimal()")
            w("NSDecimalRound(&result, &value, scale, .bankers)")
            w("return result")


@helper
def _json_helpers(ctx, w):
    with w.block("extension JSONDecoder"):
        with w.block("static let api: JSONDecoder =", close="}()"):
            w("let decoder = JSONDecoder()")
            w("decoder.keyDecodingStrategy = .convertFromSnakeCase")
            w("decoder.dateDecodingStrategy = .iso8601")
            w("return decoder")
    w.blank()
    with w.block("extension JSONEncoder"):
        with w.block("static let api: JSONEncoder =", close="}()"):
            w("let encoder = JSONEncoder()")
            w("encoder.keyEncodingStrategy = .convertToSnakeCase")
            w("encoder.dateEncodingStrategy = .iso8601")
            w("return encoder")


@helper
def _haptics_helper(ctx, w):
    w.doc("Light wrappers so views do not import UIKit for feedback.")
    with w.block("enum Haptics"):
        with w.block("static func success()"):
            w("UINotificationFeedbackGenerator().notificationOccurred(.success)")
        w.blank()
        with w.block("static func selection()"):
            w("UISelectionFeedbackGenerator().selectionChanged()")


@helper
def _task_helpers(ctx, w):
    with w.block("extension Task where Success == Never, Failure == Never"):
        w.doc("Sleeps for the given number of seconds; throws when the task is cancelled.")
        with w.block("static func sleep(seconds: Double) async throws"):
            w("try await sleep(for: .seconds(seconds))")
    w.blank()
    w.doc("Runs `operation` up to `attempts` times, waiting longer after each failure.")
    with w.block("func withRetry<T>(attempts: Int = 3, operation: () async throws -> T) async throws -> T"):
        w("var delay = 0.5")
        with w.block("for attempt in 1..<attempts"):
            with w.block("do"):
                w("return try await operation()")
            with w.block("catch where !(error is CancellationError)"):
                w("try await Task.sleep(for: .seconds(delay))")
                w("delay *= 2")
                w('_ = attempt')
        w("return try await operation()")


def gen_helpers(ctx, filename):
    w = Swift()
    parts = ctx.sample(HELPER_PARTS, ctx.rng.randint(2, 5))
    imports = ["Foundation"] + (["UIKit"] if _haptics_helper in parts else [])
    file_header(w, ctx, filename, imports)
    for i, part in enumerate(parts):
        if i:
            w.blank()
        part(ctx, w)
    return finish(w, ctx, 'helpers')


# =============================================================================================
# File kinds: models and services
# =============================================================================================

def gen_store(ctx, filename):
    """An @Observable model class (or, in old files, an ObservableObject) with async loading."""
    e, w = ctx.entity, Swift()
    store, service = ctx.name("store"), ctx.name("service")
    legacy = ctx.legacy and ctx.flaw("observable-object", 12)
    file_header(w, ctx, filename, ("Foundation", "Combine") if legacy else ("Foundation", "Observation"))
    w.doc(ctx.pick([f"Owns the list of {e.title.lower()} and keeps it in sync with the server.",
                    f"The source of truth for {e.title.lower()} shown in the app.",
                    f"Loads, filters and edits {e.title.lower()}. Views read it through the environment."]))
    published = "@Published " if legacy else ""
    if legacy:
        w("@MainActor")
        head = f"final class {store}: ObservableObject"
    else:
        if not ctx.flaw("observable-missing-mainactor"):
            w("@MainActor")
        w("@Observable")
        head = f"final class {store}"
    date = e.first("date")
    enum_field = e.first("enum")
    flag = e.first("flag")
    with w.block(head):
        stray = not legacy and ctx.flaw("published-in-observable")
        w(f"{published}private(set) var {e.plural}: [{e.name}] = []")
        w(f"{published}{'@Published ' if stray else ''}var isLoading = false")
        w(f"{published}var errorMessage: String?")
        has_search = ctx.chance(0.6)
        if has_search:
            w(f'{published}var searchText = ""')
        if enum_field is not None and ctx.chance(0.5):
            w(f"{published}var selected{upper_first(enum_field.name)}: {enum_field.type}?")
        else:
            enum_field = None
        has_sort = ctx.chance(0.4)
        if has_sort:
            w(f"{published}var sortOrder: {e.name}SortOrder = .{'newest' if date else 'title'}")
        w.blank()
        w(f"{'' if legacy else '@ObservationIgnored '}private let service: any {service}Protocol")
        if ctx.chance(0.4):
            w(f"{'' if legacy else '@ObservationIgnored '}private var loadTask: Task<Void, Never>?")
        w.blank()
        with w.block(f"init(service: any {service}Protocol = {service}())"):
            w("self.service = service")
        w.mark("Derived data")
        if has_search or enum_field is not None:
            w.doc(f"The {e.title.lower()} that match the current search and filter.")
            with w.block(f"var visible{upper_first(e.plural)}: [{e.name}]"):
                w(f"var result = {e.plural}")
                if enum_field is not None:
                    sel = f"selected{upper_first(enum_field.name)}"
                    with w.block(f"if let {sel}"):
                        w(f"result = result.filter {{ $0.{enum_field.name} == {sel} }}")
                if has_search:
                    with w.block("if !searchText.isEmpty"):
                        if ctx.flaw("localized-contains", 3):
                            w(f"result = result.filter {{ $0.{e.title_field.name}.lowercased().contains(searchText.lowercased()) }}")
                        else:
                            w(f"result = result.filter {{ $0.{e.title_field.name}.localizedStandardContains(searchText) }}")
                w("return " + ("sortOrder.sorted(result)" if has_sort else "result"))
            w.blank()
        if flag is not None:
            w(f"var {lower_first(flag.label.replace(' ', '').replace('-', ''))}{upper_first(e.plural)}: [{e.name}] {{")
            w(f"    {e.plural}.filter(\\.{flag.name})")
            w("}")
            w.blank()
        if date is not None and ctx.chance(0.6):
            w.doc(f"{e.title} grouped by day, newest day first.")
            with w.block(f"var {e.plural}ByDay: [(day: Date, items: [{e.name}])]"):
                w(f"let groups = Dictionary(grouping: {e.plural}) {{ Calendar.current.startOfDay(for: $0.{date.name}) }}")
                w("return groups")
                with w.indented():
                    w(".map { (day: $0.key, items: $0.value) }", ".sorted { $0.day > $1.day }")
            w.blank()
        money = e.first("money")
        if money is not None:
            with w.block(f"var total{upper_first(money.name)}: Decimal"):
                w(f"{e.plural}.reduce(0) {{ $0 + $1.{money.name} }}")
            w.blank()
        w.mark("Loading")
        with w.block("func load() async"):
            w("guard !isLoading else { return }")
            w("isLoading = true")
            w("defer { isLoading = false }")
            with w.block("do"):
                w(f"{e.plural} = try await service.fetch{upper_first(e.plural)}()")
                w("errorMessage = nil")
            with w.block("catch is CancellationError"):
                w("// The view went away; keep what we have.")
            with w.block("catch"):
                w("errorMessage = error.localizedDescription")
        if ctx.chance(0.5):
            w.blank()
            with w.block("func refresh() async"):
                w("errorMessage = nil")
                w("await load()")
        w.mark("Editing")
        with w.block(f"func add(_ {e.var}: {e.name})"):
            w(f"{e.plural}.insert({e.var}, at: 0)")
            with w.block("Task"):
                w(f"await persist({e.var})")
        w.blank()
        with w.block(f"func update(_ {e.var}: {e.name})"):
            w(f"guard let index = {e.plural}.firstIndex(where: {{ $0.id == {e.var}.id }}) else {{ return }}")
            w(f"{e.plural}[index] = {e.var}")
            with w.block("Task"):
                w(f"await persist({e.var})")
        w.blank()
        with w.block(f"func delete(_ {e.var}: {e.name})"):
            w(f"{e.plural}.removeAll {{ $0.id == {e.var}.id }}")
            with w.block("Task"):
                with w.block("do"):
                    w(f"try await service.delete({e.var}.id)")
                with w.block("catch"):
                    w("errorMessage = error.localizedDescription")
        w.blank()
        with w.block("func delete(at offsets: IndexSet)"):
            w(f"for index in offsets.sorted(by: >) {{ delete({e.plural}[index]) }}")
        if flag is not None:
            w.blank()
            with w.block(f"func toggle{upper_first(flag.name.removeprefix('is'))}(_ {e.var}: {e.name})"):
                w(f"var copy = {e.var}")
                w(f"copy.{flag.name}.toggle()")
                w("update(copy)")
        if ctx.chance(0.4):
            w.blank()
            with w.block("func move(from source: IndexSet, to destination: Int)"):
                w(f"{e.plural}.move(fromOffsets: source, toOffset: destination)")
        w.blank()
        with w.block(f"private func persist(_ {e.var}: {e.name}) async"):
            with w.block("do"):
                w(f"try await service.save({e.var})")
            with w.block("catch"):
                w(f'errorMessage = String(localized: "Couldn’t save \\({e.var}.{e.title_field.name}).")')
        fill(w, ctx, "store", reserve=8)
        if ctx.chance(0.6):
            w.mark("Previews")
            w(f"static var preview: {store} {{")
            with w.indented():
                w(f"let store = {store}(service: Preview{service}())")
                w(f"store.{e.plural} = {e.name}.samples")
                w("return store")
            w("}")
    return finish(w, ctx, None)


def gen_service(ctx, filename):
    """A network client behind a protocol, with an error type and a preview stub."""
    e, w = ctx.entity, Swift()
    service = ctx.name("service")
    plural = upper_first(e.plural)
    file_header(w, ctx, filename, ("Foundation",))
    with w.block(f"protocol {service}Protocol: Sendable"):
        w(f"func fetch{plural}() async throws -> [{e.name}]")
        w(f"func save(_ {e.var}: {e.name}) async throws")
        w(f"func delete(_ id: {e.name}.ID) async throws")
    w.blank()
    as_actor = ctx.chance(0.4)
    w.doc(f"Talks to the {ctx.project.name} API over HTTPS.")
    with w.block(f"{'actor' if as_actor else 'struct'} {service}: {service}Protocol"):
        w(f'private let baseURL = URL(string: "https://api.{ctx.project.host}.example.com/v{ctx.rng.randint(1, 3)}")!')
        w("private let session: URLSession")
        if as_actor:
            w(f"private var cache: [{e.name}.ID: {e.name}] = [:]")
        w.blank()
        with w.block("init(session: URLSession = .shared)"):
            w("self.session = session")
        w.blank()
        with w.block(f"func fetch{plural}() async throws -> [{e.name}]"):
            w(f'let request = try makeRequest(path: "{e.plural.lower()}")')
            w("let (data, response) = try await session.data(for: request)")
            w("try validate(response)")
            if as_actor:
                w(f"let items = try JSONDecoder.api.decode([{e.name}].self, from: data)")
                w("for item in items { cache[item.id] = item }")
                w("return items")
            else:
                w(f"return try JSONDecoder.api.decode([{e.name}].self, from: data)")
        w.blank()
        with w.block(f"func save(_ {e.var}: {e.name}) async throws"):
            w(f'var request = try makeRequest(path: "{e.plural.lower()}/\\({e.var}.id)")')
            w('request.httpMethod = "PUT"')
            w(f"request.httpBody = try JSONEncoder.api.encode({e.var})")
            w('request.setValue("application/json", forHTTPHeaderField: "Content-Type")')
            w("let (_, response) = try await session.data(for: request)")
            w("try validate(response)")
            if as_actor:
                w(f"cache[{e.var}.id] = {e.var}")
        w.blank()
        with w.block(f"func delete(_ id: {e.name}.ID) async throws"):
            w(f'var request = try makeRequest(path: "{e.plural.lower()}/\\(id)")')
            w('request.httpMethod = "DELETE"')
            w("let (_, response) = try await session.data(for: request)")
            w("try validate(response)")
            if as_actor:
                w("cache[id] = nil")
        w.mark("Helpers")
        with w.block("private func makeRequest(path: String) throws -> URLRequest"):
            w("var request = URLRequest(url: baseURL.appending(path: path))")
            w("request.timeoutInterval = 20")
            w('request.setValue("application/json", forHTTPHeaderField: "Accept")')
            w("return request")
        w.blank()
        with w.block("private func validate(_ response: URLResponse) throws"):
            w(f"guard let http = response as? HTTPURLResponse else {{ throw {service}Error.invalidResponse }}")
            with w.block("switch http.statusCode"):
                w("case 200..<300:", "    return")
                w("case 401:", f"    throw {service}Error.unauthorized")
                w("case 404:", f"    throw {service}Error.notFound")
                w("default:", f"    throw {service}Error.server(status: http.statusCode)")
    w.blank()
    with w.block(f"enum {service}Error: LocalizedError"):
        w("case invalidResponse", "case unauthorized", "case notFound", "case server(status: Int)")
        w.blank()
        with w.block("var errorDescription: String?"):
            with w.block("switch self"):
                w('case .invalidResponse: "The server sent an unexpected response."')
                w('case .unauthorized: "Your session has expired. Please sign in again."')
                w(f'case .notFound: "That {e.var} no longer exists."')
                w('case .server(let status): "The server had a problem (\\(status)). Try again later."')
    w.mark("Previews")
    with w.block(f"struct Preview{service}: {service}Protocol"):
        w("var delay: Duration = .milliseconds(300)")
        w.blank()
        with w.block(f"func fetch{plural}() async throws -> [{e.name}]"):
            w("try await Task.sleep(for: delay)")
            w(f"return {e.name}.samples")
        w.blank()
        w(f"func save(_ {e.var}: {e.name}) async throws {{}}")
        w(f"func delete(_ id: {e.name}.ID) async throws {{}}")
    return finish(w, ctx, 'service')


# =============================================================================================
# File kinds: views
# =============================================================================================

def secondary_fields(e):
    return [f for f in e.fields[1:] if f.kind in ("text", "date", "enum", "minutes", "count", "double")]


def trailing_field(e):
    return e.first("money", "rating", "flag", "count", "double")


def emit_flag_button(w, ctx, f, obj, action):
    """A small toggle button for a Bool field, labelled for VoiceOver (usually)."""
    on, off = f.symbols
    symbol = f'{obj}.{f.name} ? "{on}" : "{off}"'
    if ctx.flaw("on-tap-gesture"):
        w(f"Image(systemName: {symbol})")
        with w.indented():
            w(ctx.fg(f"{obj}.{f.name} ? .accentColor : .secondary"), f".onTapGesture {{ {action} }}")
        return
    if ctx.flaw("image-only-button"):
        with w.block("Button", close="} label: {"):
            w(action)
        with w.indented():
            w(f"Image(systemName: {symbol})")
        w("}")
        with w.indented():
            w(".buttonStyle(.borderless)")
        return
    if ctx.chance(0.5):
        with w.block(f'Button("{f.label}", systemImage: {symbol})'):
            w(action)
        with w.indented():
            w(".labelStyle(.iconOnly)", ".buttonStyle(.borderless)")
    else:
        with w.block("Button", close="} label: {"):
            w(action)
        with w.indented():
            w(f"Image(systemName: {symbol})")
        w("}")
        with w.indented():
            w(".buttonStyle(.borderless)", f'.accessibilityLabel("{f.label}")')


def gen_row(ctx, filename):
    """A list row / cell view for one entity."""
    e, w = ctx.entity, Swift()
    row, obj = ctx.name("row"), ctx.entity.var
    file_header(w, ctx, filename)
    url = e.first("url")
    flag = e.first("flag")
    trailing = trailing_field(e)
    seconds = secondary_fields(e)
    binding = ctx.flaw("binding-never-written", 2)
    toggles = flag is not None and ctx.chance(0.45)
    w.doc(ctx.pick([f"One {e.noun} in a list.", f"A compact row for {article(e.noun)}, used in lists and search results.",
                    f"Shows {article(e.noun)}'s title and the details people scan for."]))
    with w.block(f"struct {row}: View"):
        w(f"@Binding var {obj}: {e.name}" if binding else f"let {obj}: {e.name}")
        if toggles:
            w(f"var onToggle{upper_first(flag.name.removeprefix('is'))}: () -> Void = {{}}")
        w.blank()
        leading = "thumbnail" if url is not None and ctx.chance(0.8) else ("icon" if ctx.chance(0.7) else None)
        date = e.first("date")
        formatter = date is not None and ctx.flaw("object-creation-in-body", 3)
        with w.block("var body: some View"):
            if formatter:
                w("let formatter = RelativeDateTimeFormatter()")
            with w.block(f"HStack(spacing: {ctx.spacing('md')})"):
                if leading and ctx.allow_long and ctx.chance(0.7):
                    if leading == "thumbnail":
                        emit_remote_image(w, ctx, f"{obj}.{url.name}", size=ctx.pick([44, 48, 56, 64]))
                    else:
                        emit_icon(w, ctx, obj)
                    leading = None
                elif leading:
                    w(leading)
                with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('xs')})"):
                    if formatter:
                        w(f"Text(formatter.localizedString(for: {obj}.{date.name}, relativeTo: .now))")
                        with w.indented():
                            w(ctx.font("caption"), ctx.fg(".secondary"))
                        seconds = [f for f in seconds if f is not date]
                    if flag is not None and ctx.flaw("same-view-in-branches"):
                        with w.block(f"if {obj}.{flag.name}"):
                            w(f"Text({obj}.{e.title_field.name}).font(.headline).foregroundStyle(.tint)")
                        with w.block("else"):
                            w(f"Text({obj}.{e.title_field.name}).font(.headline)")
                    else:
                        emit(w, field_view(ctx, e.title_field, obj))
                    chosen = ctx.sample(seconds, ctx.rng.randint(1, 2))
                    if len(chosen) == 2 and ctx.chance(0.5):
                        with w.block("HStack"):
                            for f in chosen:
                                emit(w, field_view(ctx, f, obj))
                    else:
                        for f in chosen:
                            emit(w, field_view(ctx, f, obj))
                w("Spacer(minLength: 0)" if ctx.chance(0.5) else "Spacer()")
                if toggles:
                    w("toggleButton")
                elif trailing is not None and trailing is not flag:
                    emit(w, field_view(ctx, trailing, obj))
            with w.indented():
                w(f".padding(.vertical, {ctx.spacing('xs')})")
                if ctx.chance(0.4):
                    w(".contentShape(.rect)")
                if not toggles and ctx.chance(0.4):
                    w(".accessibilityElement(children: .combine)")
        if leading == "thumbnail":
            w.blank()
            with w.block("private var thumbnail: some View"):
                emit_remote_image(w, ctx, f"{obj}.{url.name}", size=ctx.pick([44, 48, 56, 64]))
        elif leading == "icon":
            w.blank()
            with w.block("private var icon: some View"):
                emit_icon(w, ctx, obj)
        if toggles:
            w.blank()
            with w.block("private var toggleButton: some View"):
                emit_flag_button(w, ctx, flag, obj, f"onToggle{upper_first(flag.name.removeprefix('is'))}()")
    if ctx.chance(0.3):
        w.blank()
        emit_row_variant(w, ctx, e)
    arg = ".constant(.preview)" if binding else ".preview"
    second = f".constant({e.name}.samples[1])" if binding else f"{e.name}.samples[1]"
    if ctx.flaw("previewable-state", 2) and binding:
        preview_block(w, ctx, [f"@State var {obj} = {e.name}.preview", f"return {row}({obj}: ${obj})"])
    elif binding and ctx.chance(0.5):
        preview_block(w, ctx, [f"@Previewable @State var {obj} = {e.name}.preview", f"{row}({obj}: ${obj})"])
    else:
        preview_block(w, ctx, ["List {", f"    {row}({obj}: {arg})",
                               f"    {row}({obj}: {second})",
                               "}"])
    return finish(w, ctx, 'view')


def emit_row_variant(w, ctx, e):
    """A second, larger card layout of the same entity, as apps often have for grids."""
    obj = e.var
    w.doc("A larger tile for grids and the home screen.")
    with w.block(f"struct {e.name}Tile: View"):
        w(f"let {obj}: {e.name}")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('sm')})"):
                url = e.first("url")
                if url is not None:
                    emit_remote_image(w, ctx, f"{obj}.{url.name}", size=120, radius=12)
                emit(w, field_view(ctx, e.title_field, obj))
                for f in ctx.sample(secondary_fields(e), 1):
                    emit(w, field_view(ctx, f, obj))
            with w.indented():
                w(".frame(maxWidth: .infinity, alignment: .leading)", ".padding()")
                w(ctx.card_background(ctx.pick(['16', 'Radius.large' if ctx.project.tokens else '20'])))


def store_decl(ctx, store, may_own=True):
    """How a screen gets its store: environment, a passed reference, or its own state."""
    if ctx.legacy:
        if ctx.flaw("environment-object", 6):
            return f"@EnvironmentObject var store: {store}", "env"
        if ctx.flaw("observed-object", 6):
            return f"@ObservedObject var store: {store}", "passed"
        if ctx.flaw("state-object", 6):
            return f"@StateObject private var store = {store}()", "own"
    if may_own and ctx.flaw("observed-object-inline-init"):
        return f"@ObservedObject var store = {store}()", "own"
    if ctx.project.env_store:
        return f"@Environment({store}.self) private var store", "env"
    if ctx.chance(0.5) or not may_own:
        return f"let store: {store}", "passed"
    return f"@State {ctx.private()}var store = {store}()", "own"


def store_preview(ctx, store, how, view_expr):
    if how == "env":
        return [view_expr, f"    .environment({store}.preview)"]
    if how == "passed":
        return [view_expr.replace("()", "(store: .preview)") if view_expr.endswith("()") else view_expr]
    return [view_expr]


def gen_list_screen(ctx, filename):
    """A searchable list screen with navigation, a toolbar, sheets and dialogs."""
    e, w = ctx.entity, Swift()
    view, row, detail, editor, store = (ctx.name(k) for k in ("list", "row", "detail", "editor", "store"))
    obj, flag = e.var, e.first("flag")
    date = e.first("date")
    enum_field = e.first("enum")
    file_header(w, ctx, filename)
    decl, how = store_decl(ctx, store)
    wraps_nav = ctx.chance(0.6)
    navigation_view = wraps_nav and (ctx.legacy or ctx.flaw("navigation-view"))
    search = ctx.chance(0.7)
    adds = ctx.chance(0.7)
    confirms_delete = ctx.chance(0.45)
    sort = ctx.chance(0.4)
    sections = enum_field is not None and ctx.chance(0.3)
    nav_mode = ctx.pick(["destination", "destination", "link", "sheet"]) if not navigation_view else "link"
    alert = ctx.chance(0.5)
    refresh = ctx.chance(0.5)
    remembers_sort = sort and ctx.chance(0.5)
    filter_bar = enum_field is not None and not sections and ctx.chance(0.35)
    items = "filtered" if (search or sort) else f"store.{e.plural}"

    w.doc(ctx.pick([f"Lists the user's {e.title.lower()} with search and quick actions.",
                    f"The main {e.title.lower()} screen.",
                    f"Browse, search and manage {e.title.lower()}."]))
    with w.block(f"struct {view}: View"):
        w(decl)
        if search:
            w(f'@State {ctx.private()}var searchText = ""')
        if adds:
            w(f"@State {ctx.private()}var isAddingNew = false")
        if confirms_delete:
            w(f"@State private var pendingDeletion: {e.name}?")
        if nav_mode == "sheet":
            if ctx.flaw("sheet-is-presented-optional", 3):
                w(f"@State private var selected{e.name}: {e.name}?")
                w("@State private var isShowingDetail = false")
                nav_mode = "sheet-flag"
            else:
                w(f"@State private var selected{e.name}: {e.name}?")
        if sort:
            w(f"@State private var sortOrder: {e.name}SortOrder = .{'newest' if date else 'title'}")
        if remembers_sort:
            w(f'@AppStorage("{e.plural}.sortOrder") private var savedSortOrder = ""')
        if filter_bar:
            w(f"@State private var selected{upper_first(enum_field.name)}: {enum_field.type}?")
        w.blank()

        # --- body ------------------------------------------------------------------------
        nav_mods = [[f'.navigationTitle("{e.title}")']]
        if search:
            nav_mods.append([f'.searchable(text: $searchText, prompt: "Search {e.title.lower()}")'])
        nav_mods.append([".toolbar { toolbarContent }"])
        if nav_mode == "destination":
            nav_mods.append([f".navigationDestination(for: {e.name}.self) {{ {obj} in",
                             f"    {detail}({obj}: {obj})", "}"])
        other_mods = []
        if filter_bar:
            sel = f"selected{upper_first(enum_field.name)}"
            nav_mods.append([f".safeAreaInset(edge: .top) {{ {enum_field.type}FilterBar(selection: ${sel}) }}"])
            if ctx.flaw("task-id-over-onchange", 3):
                other_mods.append([f".onChange(of: {sel}) {{",
                                   f"    Task {{ await store.load({enum_field.name}: {sel}) }}", "}"])
            else:
                other_mods.append([f".task(id: {sel}) {{ await store.load({enum_field.name}: {sel}) }}"])
        if ctx.flaw("task-in-onappear", 2):
            other_mods.append([".onAppear {", "    Task { await store.load() }", "}"])
        else:
            other_mods.append([".task { await store.load() }"])
        if remembers_sort:
            if ctx.flaw("on-change-single-param", 3):
                other_mods.append([".onChange(of: sortOrder) { newValue in",
                                   "    savedSortOrder = newValue.rawValue", "}"])
            else:
                other_mods.append([".onChange(of: sortOrder) { _, newValue in",
                                   "    savedSortOrder = newValue.rawValue", "}"])
        long_body = ctx.allow_long and ctx.chance(0.7)

        with w.block("var body: some View"):
            if ctx.flaw("body-side-effects"):
                w(f'let _ = print("{view}.body, \\({items}.count) rows")')
            if wraps_nav:
                with w.block("NavigationView" if navigation_view else "NavigationStack"):
                    if long_body:
                        emit_list_content(w, ctx, e, items, row, detail, nav_mode, sections, confirms_delete, flag)
                    else:
                        w("list")
                    with w.indented():
                        for mod in nav_mods:
                            w.put(mod)
                with w.indented():
                    for mod in other_mods:
                        w.put(mod)
            else:
                w("list")
                with w.indented():
                    for mod in nav_mods + other_mods:
                        w.put(mod)
        # --- list --------------------------------------------------------------------------
        w.blank()
        if not long_body:
            with w.block("private var list: some View"):
                emit_list_content(w, ctx, e, items, row, detail, nav_mode, sections, confirms_delete, flag)
                with w.indented():
                    emit_list_modifiers(w, ctx, e, items, editor, detail, search, adds, confirms_delete,
                                        nav_mode, refresh, alert)
            w.blank()
        # --- derived data --------------------------------------------------------------------
        if search or sort:
            with w.block(f"private var filtered: [{e.name}]"):
                base = f"store.{e.plural}"
                if search:
                    if ctx.flaw("localized-contains", 3):
                        cond = f"$0.{e.title_field.name}.contains(searchText)"
                    else:
                        cond = f"$0.{e.title_field.name}.localizedStandardContains(searchText)"
                    w(f"let matches = searchText.isEmpty ? {base} : {base}.filter {{ {cond} }}")
                    base = "matches"
                w(f"return sortOrder.sorted({base})" if sort else f"return {base}")
            w.blank()
        if sections:
            with w.block(f"private var sections: [(key: {enum_field.type}, items: [{e.name}])]"):
                w(f"{enum_field.type}.allCases.compactMap {{ key in")
                w(f"    let matching = {items}.filter {{ $0.{enum_field.name} == key }}")
                w("    return matching.isEmpty ? nil : (key: key, items: matching)")
                w("}")
            w.blank()
        if alert:
            with w.block("private var isShowingError: Binding<Bool>"):
                w("Binding(")
                w("    get: { store.errorMessage != nil },")
                w("    set: { if !$0 { store.errorMessage = nil } }")
                w(")")
            w.blank()
        # --- toolbar -------------------------------------------------------------------------
        w("@ToolbarContentBuilder")
        with w.block("private var toolbarContent: some ToolbarContent"):
            if adds:
                with w.block("ToolbarItem(placement: .primaryAction)"):
                    if ctx.flaw("image-only-button"):
                        with w.block("Button", close="} label: {"):
                            w("isAddingNew = true")
                        with w.indented():
                            w('Image(systemName: "plus")')
                        w("}")
                    else:
                        with w.block(f'Button("Add {e.name}", systemImage: "plus")'):
                            w("isAddingNew = true")
            if sort:
                with w.block("ToolbarItem(placement: .topBarLeading)"):
                    with w.block('Menu("Sort", systemImage: "arrow.up.arrow.down")'):
                        with w.block('Picker("Sort by", selection: $sortOrder)'):
                            with w.block(f"ForEach({e.name}SortOrder.allCases) {{ order in"):
                                w("Text(order.title).tag(order)")
            if not adds and not sort or ctx.chance(0.3):
                with w.block("ToolbarItem(placement: .topBarTrailing)"):
                    w("EditButton()")
        if confirms_delete:
            w.blank()
            with w.block("private var isConfirmingDeletion: Binding<Bool>"):
                w("Binding(get: { pendingDeletion != nil }, set: { if !$0 { pendingDeletion = nil } })")
    # --- preview ---------------------------------------------------------------------------
    lines = store_preview(ctx, store, how, f"{view}()")
    if not wraps_nav:
        lines = ["NavigationStack {"] + ["    " + l for l in lines] + ["}"]
    preview_block(w, ctx, lines)
    return finish(w, ctx, 'view')


def emit_list_content(w, ctx, e, items, row, detail, nav_mode, sections, confirms_delete, flag):
    obj = e.var

    def row_body(w, item):
        if ctx.flaw("anyview-in-list-row"):
            w(f"AnyView({row}({obj}: {item}))")
            return
        if nav_mode == "destination":
            with w.block(f"NavigationLink(value: {item})"):
                w(f"{row}({obj}: {item})")
        elif nav_mode == "link":
            with w.block("NavigationLink", close="} label: {"):
                w(f"{detail}({obj}: {item})")
            with w.indented():
                w(f"{row}({obj}: {item})")
            w("}")
        else:
            with w.block("Button", close="} label: {"):
                w(f"selected{e.name} = {item}")
                if nav_mode == "sheet-flag":
                    w("isShowingDetail = true")
            with w.indented():
                w(f"{row}({obj}: {item})")
            w("}")
            with w.indented():
                w(".buttonStyle(.plain)")
        if confirms_delete or flag is not None and ctx.chance(0.5):
            with w.indented():
                with w.block(".swipeActions(edge: .trailing)"):
                    if confirms_delete:
                        with w.block('Button("Delete", systemImage: "trash", role: .destructive)'):
                            w(f"pendingDeletion = {item}")
                    else:
                        with w.block('Button("Delete", systemImage: "trash", role: .destructive)'):
                            w(f"store.delete({item})")
                if flag is not None and ctx.chance(0.6):
                    with w.block(".swipeActions(edge: .leading)"):
                        with w.block(f'Button("{flag.label}", systemImage: "{flag.symbols[0]}")'):
                            w(f"store.toggle{upper_first(flag.name.removeprefix('is'))}({item})")
                        with w.indented():
                            w(ctx.tint(ctx.pick(['yellow', 'orange', 'blue', 'green'])))

    def for_each(w, data):
        if ctx.flaw("foreach-indices"):
            with w.block(f"ForEach({data}.indices, id: \\.self) {{ index in"):
                row_body(w, f"{data}[index]")
        elif ctx.flaw("foreach-id-self"):
            with w.block(f"ForEach({data}, id: \\.self) {{ {obj} in"):
                row_body(w, obj)
        elif flag is not None and data == items and ctx.flaw("foreach-inline-filter"):
            with w.block(f"ForEach({data}.filter {{ !$0.{flag.name} }}) {{ {obj} in"):
                row_body(w, obj)
        elif ctx.flaw("heavy-computation-in-body") and e.first("date") is not None:
            d = e.first("date").name
            with w.block(f"ForEach({data}.sorted {{ $0.{d} > $1.{d} }}) {{ {obj} in"):
                row_body(w, obj)
        else:
            with w.block(f"ForEach({data}) {{ {obj} in"):
                row_body(w, obj)

    with w.block("List"):
        if sections:
            with w.block("ForEach(sections, id: \\.key) { section in"):
                with w.block("Section(section.key.title)"):
                    for_each(w, "section.items")
        else:
            for_each(w, items)


def emit_list_modifiers(w, ctx, e, items, editor, detail, search, adds, confirms_delete, nav_mode, refresh, alert):
    obj = e.var
    w(f".listStyle(.{ctx.pick(['plain', 'insetGrouped', 'inset', 'insetGrouped'])})")
    if ctx.flaw("id-uuid"):
        w(".id(UUID())")
    with w.block(".overlay"):
        with w.block(f"if {items}.isEmpty && !store.isLoading"):
            if search:
                with w.block("if searchText.isEmpty"):
                    w(f'ContentUnavailableView("No {e.title}", systemImage: "{e.symbol}", '
                      f'description: Text("{e.title} you add appear here."))')
                with w.block("else"):
                    w("ContentUnavailableView.search(text: searchText)")
            else:
                w(f'ContentUnavailableView("No {e.title}", systemImage: "{e.symbol}")')
    if refresh:
        w(".refreshable { await store.refresh() }")
    if adds:
        with w.block(".sheet(isPresented: $isAddingNew)"):
            with w.block("NavigationStack"):
                w(f"{editor}({obj}: .makeNew()) {{ store.add($0) }}")
    if nav_mode == "sheet":
        with w.block(f".sheet(item: $selected{e.name}) {{ {obj} in"):
            with w.block("NavigationStack"):
                w(f"{detail}({obj}: {obj})")
    elif nav_mode == "sheet-flag":
        with w.block(".sheet(isPresented: $isShowingDetail)"):
            with w.block(f"if let selected{e.name}"):
                with w.block("NavigationStack"):
                    w(f"{detail}({obj}: selected{e.name})")
    if confirms_delete:
        w(f'.confirmationDialog("Delete this {e.var}?", isPresented: isConfirmingDeletion, '
          f'titleVisibility: .visible, presenting: pendingDeletion) {{ {obj} in')
        with w.indented():
            with w.block('Button("Delete", role: .destructive)'):
                w(f"store.delete({obj})")
        w("} message: { " + f"{obj} in")
        with w.indented():
            w(f'Text("“\\({obj}.{e.title_field.name})” will be removed from all your devices.")')
        w("}")
    if alert:
        if ctx.flaw("legacy-alert", 2):
            with w.block(".alert(isPresented: isShowingError)"):
                w(f'Alert(title: Text("Couldn’t load {e.title.lower()}"), message: Text(store.errorMessage ?? ""), '
                  f'dismissButton: .default(Text("OK")))')
        else:
            with w.block(f'.alert("Couldn’t load {e.title.lower()}", isPresented: isShowingError)',
                         close="} message: {"):
                w('Button("OK", role: .cancel) {}')
            with w.indented():
                w('Text(store.errorMessage ?? "")')
            w("}")


def labeled_content(ctx, f, obj):
    """A LabeledContent line for the detail screen's facts section."""
    v = f"{obj}.{f.name}"
    if f.kind == "count":
        return [f'LabeledContent("{f.label}", value: {v}, format: .number)']
    if f.kind == "money":
        return [f'LabeledContent("{f.label}", value: {v}, format: .currency(code: "{ctx.project.currency}"))']
    if f.kind == "date":
        return [f'LabeledContent("{f.label}", value: {v}, format: .dateTime.day().month().year())']
    if f.kind == "minutes":
        return [f'LabeledContent("{f.label}", value: Duration.seconds({v} * 60), '
                f'format: .units(allowed: [.hours, .minutes]))']
    if f.kind == "double":
        if f.hi <= 1:
            return [f'LabeledContent("{f.label}", value: {v}, format: .percent)']
        if ctx.flaw("string-format"):
            return [f'LabeledContent("{f.label}", value: String(format: "%.1f {f.unit}", {v}))']
        return [f'LabeledContent("{f.label}", value: {v}.formatted(.number.precision(.fractionLength(1))) + " {f.unit}")']
    if f.kind == "enum":
        return [f'LabeledContent("{f.label}")' + " {", f"    Label({v}.title, systemImage: {v}.symbol)", "}"]
    if f.kind == "flag":
        return [f'LabeledContent("{f.label}", value: {v} ? "Yes" : "No")']
    if f.kind == "rating":
        return [f'LabeledContent("{f.label}")' + " {", f"    RatingView(rating: {v})", "}"]
    if f.kind == "text":
        return [f'LabeledContent("{f.label}", value: {v})']
    return []


def gen_detail_screen(ctx, filename):
    """A scrolling detail screen: header, facts, notes, related items, toolbar actions."""
    e, w = ctx.entity, Swift()
    view, editor, store = ctx.name("detail"), ctx.name("editor"), ctx.name("store")
    obj = e.var
    url, flag, enum_field = e.first("url"), e.first("flag"), e.first("enum")
    text = e.first("text")
    file_header(w, ctx, filename)
    decl, how = store_decl(ctx, store, may_own=False)
    owns_copy = ctx.chance(0.25)
    w.doc(ctx.pick([f"Everything about one {e.noun}.", f"Shows {article(e.noun)} and the actions that apply to it.",
                    f"The screen pushed when {article(e.noun)} is selected."]))
    with w.block(f"struct {view}: View"):
        if owns_copy and ctx.flaw("state-passed-value", 6):
            w(f"@State var {obj}: {e.name}")
            owns_copy = False
        else:
            w(f"let {obj}: {e.name}")
        w(decl)
        w("@Environment(\\.dismiss) private var dismiss")
        w(f"@State {ctx.private()}var isEditing = false")
        w("@State private var isConfirmingDelete = false")
        w.blank()
        shows_related = enum_field is not None and ctx.chance(0.5)
        facts = [f for f in e.fields[1:] if f.kind not in ("url", "title") and labeled_content(ctx, f, obj)]
        with w.block("var body: some View"):
            indicators = ctx.flaw("scroll-shows-indicators")
            inline = ctx.allow_long and ctx.chance(0.7)
            with w.block("ScrollView(showsIndicators: false)" if indicators else "ScrollView"):
                if inline:
                    detail_content(w, ctx, e, obj, text, shows_related)
                else:
                    w("content")
            with w.indented():
                if not indicators and ctx.chance(0.2):
                    w(".scrollIndicators(.hidden)")
                w(f".navigationTitle({obj}.{e.title_field.name})")
                w(".navigationBarTitleDisplayMode(.inline)")
                w(".toolbar { toolbarContent }")
                with w.block(".sheet(isPresented: $isEditing)"):
                    w(f"NavigationStack {{ {editor}({obj}: {obj}) {{ store.update($0) }} }}")
                w(f'.confirmationDialog("Delete this {e.noun}?", isPresented: $isConfirmingDelete, '
                  'titleVisibility: .visible) {')
                with w.indented():
                    w('Button("Delete", role: .destructive, action: delete)')
                w("}")
        if not inline:
            w.blank()
            with w.block("private var content: some View"):
                detail_content(w, ctx, e, obj, text, shows_related)
        w.blank()
        with w.block("private func delete()"):
            w(f"store.delete({obj})")
            w("dismiss()")
        # header
        w.blank()
        emit_detail_header(w, ctx, e, obj, url, enum_field, flag)
        # facts
        w.blank()
        with w.block("private var facts: some View"):
            with w.block("GroupBox"):
                for i, f in enumerate(facts[:6]):
                    if i and ctx.chance(0.2):
                        w("Divider()")
                    for line in labeled_content(ctx, f, obj):
                        w(line)
            with w.indented():
                if ctx.flaw("uikit-color"):
                    w(".backgroundStyle(Color(uiColor: .secondarySystemBackground))")
                else:
                    w(".backgroundStyle(.background.secondary)" if ctx.chance(0.4) else ".groupBoxStyle(.automatic)")
        if text is not None:
            w.blank()
            with w.block("private var notes: some View"):
                with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('sm')})"):
                    w(f'Text("{text.label}")')
                    with w.indented():
                        w(ctx.font("headline"))
                    w(f"Text({obj}.{text.name})")
                    with w.indented():
                        w(ctx.font("body"))
                        if ctx.chance(0.4):
                            w(".textSelection(.enabled)")
        if shows_related:
            w.blank()
            emit_related(w, ctx, e, obj, enum_field)
        # toolbar
        w.blank()
        w("@ToolbarContentBuilder")
        with w.block("private var toolbarContent: some ToolbarContent"):
            with w.block("ToolbarItem(placement: .primaryAction)"):
                w('Button("Edit") { isEditing = true }')
            with w.block("ToolbarItem(placement: .secondaryAction)"):
                with w.block("Menu", close="} label: {"):
                    w(f'ShareLink(item: {obj}.{e.title_field.name})')
                    if flag is not None:
                        with w.block(f'Button({obj}.{flag.name} ? "Remove {flag.label}" : "Mark {flag.label}", '
                                     f'systemImage: "{flag.symbols[0]}")'):
                            w(f"store.toggle{upper_first(flag.name.removeprefix('is'))}({obj})")
                    w("Divider()")
                    with w.block('Button("Delete", systemImage: "trash", role: .destructive)'):
                        w("isConfirmingDelete = true")
                with w.indented():
                    if ctx.flaw("image-only-button", 0.5):
                        w('Image(systemName: "ellipsis.circle")')
                    else:
                        w('Label("More", systemImage: "ellipsis.circle")')
                w("}")
        if ctx.chance(0.35):
            w.blank()
            emit_metric_helper(w, ctx)
    lines = ["NavigationStack {"] + ["    " + l for l in store_preview(
        ctx, store, how, f"{view}({obj}: .preview)")] + ["}"]
    if how == "passed":
        lines[1] = f"    {view}({obj}: .preview, store: .preview)"
    preview_block(w, ctx, lines)
    return finish(w, ctx, 'view')


def detail_content(w, ctx, e, obj, text, shows_related):
    with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('lg')})"):
        if ctx.allow_long and ctx.chance(0.6):
            emit_detail_header_content(w, ctx, e, obj, e.first("url"), e.first("enum"), e.first("flag"))
        else:
            w("header")
        w("facts")
        if text is not None:
            with w.block(f"if !{obj}.{text.name}.isEmpty"):
                w("notes")
        if shows_related:
            w("relatedSection")
    with w.indented():
        w(".padding()")


def emit_detail_header(w, ctx, e, obj, url, enum_field, flag):
    with w.block("private var header: some View"):
        emit_detail_header_content(w, ctx, e, obj, url, enum_field, flag)


def emit_detail_header_content(w, ctx, e, obj, url, enum_field, flag):
    with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('sm')})"):
        if url is not None:
            if ctx.flaw("geometry-reader", 2):
                with w.block("GeometryReader { proxy in"):
                    with w.block(f"AsyncImage(url: {obj}.{url.name}) {{ image in", close="} placeholder: {"):
                        w("image.resizable().scaledToFill()")
                    with w.indented():
                        w("Color.secondary.opacity(0.15)")
                    w("}")
                    with w.indented():
                        w(".frame(width: proxy.size.width, height: proxy.size.width * 0.6)")
                        w(".clipped()")
                with w.indented():
                    w(".aspectRatio(5 / 3, contentMode: .fit)")
            elif ctx.flaw("uiscreen-main-bounds", 2):
                emit_remote_image(w, ctx, f"{obj}.{url.name}", size=120)
                w.lines[-2] = w.lines[-2].replace(".frame(width: 120, height: 120)",
                                                  ".frame(width: UIScreen.main.bounds.width - 32, height: 220)")
            else:
                with w.block(f"AsyncImage(url: {obj}.{url.name}) {{ phase in"):
                    with w.block("if let image = phase.image"):
                        w("image.resizable().scaledToFill()")
                    with w.block("else if phase.error != nil"):
                        w(f'Image(systemName: "{e.symbol}").font(.largeTitle).foregroundStyle(.secondary)')
                    with w.block("else"):
                        w("ProgressView()")
                with w.indented():
                    w(".frame(maxWidth: .infinity)", ".frame(height: 220)", ".clipped()", ctx.rounded(16))
        w(f"Text({obj}.{e.title_field.name})")
        with w.indented():
            w(ctx.font("largeTitle"), ctx.bold())
        if enum_field is not None:
            w(f"Label({obj}.{enum_field.name}.title, systemImage: {obj}.{enum_field.name}.symbol)")
            with w.indented():
                w(".font(.subheadline)", ctx.fg(f"{obj}.{enum_field.name}.tint"))
        elif flag is not None:
            with w.block(f"if {obj}.{flag.name}"):
                w(f'Label("{flag.label}", systemImage: "{flag.symbols[0]}")')
                with w.indented():
                    w(".font(.subheadline)", ctx.fg(".secondary"))


def emit_related(w, ctx, e, obj, enum_field):
    w.doc(f"Other {e.title.lower()} of the same {enum_field.label.lower()}.")
    with w.block(f"private var related: [{e.name}]"):
        w(f"store.{e.plural}.filter {{ $0.{enum_field.name} == {obj}.{enum_field.name} && $0.id != {obj}.id }}")
    w.blank()
    with w.block("private var relatedSection: some View"):
        with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('sm')})"):
            w(f'Text("More in \\({obj}.{enum_field.name}.title)")')
            with w.indented():
                w(ctx.font("headline"))
            indicators = ctx.flaw("scroll-shows-indicators")
            with w.block("ScrollView(.horizontal, showsIndicators: false)" if indicators else "ScrollView(.horizontal)"):
                stack = "HStack" if ctx.flaw("eager-stack-in-scrollview", 2) else "LazyHStack"
                with w.block(f"{stack}(spacing: {ctx.spacing('md')})"):
                    with w.block("ForEach(related) { item in"):
                        w(f"{e.name}Tile({obj}: item)")
                        with w.indented():
                            w(".frame(width: 180)")
            if not indicators:
                with w.indented():
                    w(".scrollIndicators(.hidden)")


def emit_metric_helper(w, ctx):
    """A small helper that builds one metric tile."""
    vb = not ctx.flaw("missing-viewbuilder", 2)
    if vb:
        w("@ViewBuilder")
    with w.block("private func metric(_ title: LocalizedStringKey, value: String, systemImage: String?) -> some View"):
        with w.block("if let systemImage"):
            w("Label(value, systemImage: systemImage)")
            with w.indented():
                w(".font(.headline)")
        with w.block("else"):
            w("Text(value).font(.headline)")
        w("Text(title)")
        with w.indented():
            w(".font(.caption)", ".foregroundStyle(.secondary)")


def editor_control(ctx, f, obj):
    """Form control lines editing field `f` of the draft."""
    v = f"${obj}.{f.name}"
    if f.kind == "title":
        return [f'TextField("{f.label}", text: {v})', ".focused($focusedField, equals: .title)",
                ".submitLabel(.next)"]
    if f.kind == "text":
        return [f'TextField("{f.label}", text: {v}, axis: .vertical)', ".lineLimit(3...8)"]
    if f.kind in ("count", "rating"):
        hi = 5 if f.kind == "rating" else f.hi
        return [f'Stepper("{f.label}: \\({obj}.{f.name})", value: {v}, in: {max(f.lo, 0)}...{hi})']
    if f.kind == "minutes":
        return [f'Stepper("{f.label}: \\({obj}.{f.name}) min", value: {v}, in: 5...{f.hi}, step: 5)']
    if f.kind == "double":
        if f.hi <= 1:
            return [f'Slider(value: {v}, in: 0...1)' + " {", f'    Text("{f.label}")', "}"]
        return [f'TextField("{f.label}", value: {v}, format: .number)', ".keyboardType(.decimalPad)"]
    if f.kind == "money":
        return [f'TextField("{f.label}", value: {v}, format: .currency(code: "{ctx.project.currency}"))',
                ".keyboardType(.decimalPad)"]
    if f.kind == "date":
        return [f'DatePicker("{f.label}", selection: {v}, displayedComponents: .date)']
    if f.kind == "flag":
        return [f'Toggle("{f.label}", isOn: {v})']
    if f.kind == "enum":
        id_self = ", id: \\.self" if ctx.chance(0.3) else ""
        return [f'Picker("{f.label}", selection: {v})' + " {",
                f"    ForEach({f.type}.allCases{id_self}) {{ option in",
                "        Label(option.title, systemImage: option.symbol).tag(option)", "    }", "}"]
    return []


def gen_editor(ctx, filename):
    """A form that edits a copy of an entity and hands it back on Save."""
    e, w = ctx.entity, Swift()
    view, obj = ctx.name("editor"), "draft"
    file_header(w, ctx, filename)
    controls = [f for f in e.fields if editor_control(ctx, f, obj)]
    first_section = [f for f in controls if f.kind in ("title", "text")]
    rest = [f for f in controls if f.kind not in ("title", "text")]
    legacy_nav = ctx.legacy and ctx.flaw("navigation-view", 4)
    w.doc(ctx.pick([f"Creates or edits {article(e.noun)}. Changes are kept in a draft until Save.",
                    f"The form for adding and editing {e.title.lower()}.",
                    f"Edits a copy of {article(e.noun)}; the caller decides what Save does."]))
    with w.block(f"struct {view}: View"):
        w("@Environment(\\.dismiss) private var dismiss")
        w(f"@State {ctx.private()}var draft: {e.name}")
        w("@FocusState private var focusedField: Field?")
        tracks_changes = ctx.chance(0.5)
        if tracks_changes:
            w("@State private var hasChanges = false")
            w("@State private var isConfirmingDiscard = false")
        w("let isNew: Bool")
        w(f"let onSave: ({e.name}) -> Void")
        w.blank()
        with w.block("private enum Field: Hashable"):
            w("case title, notes")
        w.blank()
        with w.block(f"init({e.var}: {e.name}, isNew: Bool = false, onSave: @escaping ({e.name}) -> Void)"):
            w(f"_draft = State(initialValue: {e.var})")
            w("self.isNew = isNew")
            w("self.onSave = onSave")
        w.blank()
        def details_section(w):
            with w.block('Section("Details")' if ctx.chance(0.6) else "Section"):
                for f in first_section:
                    emit(w, editor_control(ctx, f, obj))
                if ctx.chance(0.4) and first_section:
                    with w.block(f"if {obj}.{e.title_field.name}.isEmpty"):
                        w(f'Text("A {e.title_field.label.lower()} is required.")')
                        with w.indented():
                            w(".font(.footnote)", ctx.fg(".red"))

        def options_section(w):
            with w.block(f'Section("{ctx.pick(["Options", "More", e.name, "Details"])}")'):
                for f in rest[:6]:
                    emit(w, editor_control(ctx, f, obj))

        inline = ctx.allow_long and ctx.chance(0.7)
        with w.block("var body: some View"):
            def form(w):
                with w.block("Form"):
                    if inline:
                        details_section(w)
                        if rest:
                            options_section(w)
                    else:
                        w("detailsSection")
                        if rest:
                            w("optionsSection")
                    if not ctx.chance(0.6):
                        with w.block("if !isNew"):
                            w("deleteSection")
                with w.indented():
                    w(f'.navigationTitle(isNew ? "New {e.name}" : "Edit {e.name}")')
                    w(".navigationBarTitleDisplayMode(.inline)")
                    w(".toolbar { toolbarContent }")
                    if tracks_changes:
                        w(".interactiveDismissDisabled(hasChanges)")
                        if ctx.flaw("on-change-single-param", 3):
                            w(".onChange(of: draft) { _ in hasChanges = true }")
                        else:
                            w(".onChange(of: draft) { hasChanges = true }")
                        w('.confirmationDialog("Discard changes?", isPresented: $isConfirmingDiscard) {')
                        with w.indented():
                            w('Button("Discard Changes", role: .destructive) { dismiss() }')
                        w("}")
                    w(".onAppear { focusedField = isNew ? .title : nil }")
            if legacy_nav:
                with w.block("NavigationView"):
                    form(w)
            else:
                form(w)
        if not inline:
            w.blank()
            with w.block("private var detailsSection: some View"):
                details_section(w)
            if rest:
                w.blank()
                with w.block("private var optionsSection: some View"):
                    options_section(w)
        w.blank()
        with w.block("private var deleteSection: some View"):
            with w.block("Section"):
                with w.block(f'Button("Delete {e.name}", role: .destructive)'):
                    w("dismiss()")
        w.blank()
        w("@ToolbarContentBuilder")
        with w.block("private var toolbarContent: some ToolbarContent"):
            with w.block("ToolbarItem(placement: .cancellationAction)"):
                if tracks_changes:
                    with w.block('Button("Cancel")'):
                        with w.block("if hasChanges"):
                            w("isConfirmingDiscard = true")
                        with w.block("else"):
                            w("dismiss()")
                else:
                    w('Button("Cancel") { dismiss() }')
            with w.block("ToolbarItem(placement: .confirmationAction)"):
                with w.block('Button("Save")'):
                    w("onSave(draft)")
                    w("dismiss()")
                with w.indented():
                    w(f".disabled(draft.{e.title_field.name}.trimmingCharacters(in: .whitespaces).isEmpty)")
    preview_block(w, ctx, ["NavigationStack {", f"    {view}({e.var}: .preview) {{ _ in }}", "}"])
    if ctx.chance(0.3):
        preview_block(w, ctx, ["NavigationStack {", f"    {view}({e.var}: .makeNew(), isNew: true) {{ _ in }}", "}"],
                      title="New")
    return finish(w, ctx, 'view')


def gen_app(ctx, filename):
    """The @main App struct that creates the stores and injects them."""
    w, p = Swift(), ctx.project
    file_header(w, ctx, filename)
    stores = [(lower_first(ctx.name("store", e)), ctx.name("store", e)) for e in ctx.domain.entities]
    legacy = ctx.legacy and ctx.flaw("observable-object", 10)
    w("@main")
    with w.block(f"struct {p.name}App: App"):
        for var, type_ in stores:
            w(f"@StateObject private var {var} = {type_}()" if legacy else f"@State private var {var} = {type_}()")
        if ctx.chance(0.5):
            w('@AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false')
            onboarding = True
        else:
            onboarding = False
        w.blank()
        with w.block("var body: some Scene"):
            with w.block("WindowGroup"):
                w("RootView()")
                with w.indented():
                    for var, _ in stores:
                        w(f".environmentObject({var})" if legacy else f".environment({var})")
                    if onboarding:
                        with w.block(".fullScreenCover(isPresented: .constant(!hasSeenOnboarding))"):
                            w("OnboardingView()")
                    if ctx.chance(0.4):
                        w(f".tint(.{ctx.pick(['orange', 'indigo', 'teal', 'green', 'pink'])})")
    return finish(w, ctx, None)


def gen_root(ctx, filename):
    """The root TabView: one NavigationStack per tab, Tab values, and iOS 26 touches."""
    w, d = Swift(), ctx.domain
    file_header(w, ctx, filename)
    tabs = [(e.title, e.symbol, lower_first(e.name) if e.plural.endswith("s") else e.plural, ctx.name("list", e))
            for e in d.entities[:2]]
    for title, symbol in d.extra_tabs[:ctx.rng.randint(1, 2)]:
        tabs.append((title, symbol, lower_first(title.replace(" ", "")), f"{title.replace(' ', '')}View"))
    tabs.append(("Settings", "gear", "settings", "SettingsView"))
    old = ctx.legacy and ctx.flaw("tab-item", 5) or ctx.flaw("tab-item", 0.3)
    wrap = ctx.flaw("tabview-inside-navigationstack")
    with w.block("enum AppTab: Hashable"):
        w("case " + ", ".join(t[2] for t in tabs) + (", search" if not old else ""))
    w.blank()
    with w.block("struct RootView: View"):
        w(f"@State {ctx.private()}var selection: AppTab = .{tabs[0][2]}")
        w.blank()
        with w.block("var body: some View"):
            def tabview(w):
                with w.block("TabView(selection: $selection)"):
                    for title, symbol, case, view in tabs:
                        if old:
                            w(f"{view}()")
                            with w.indented():
                                w(f'.tabItem {{ Label("{title}", systemImage: "{symbol}") }}', f".tag(AppTab.{case})")
                        else:
                            w(f'Tab("{title}", systemImage: "{symbol}", value: AppTab.{case}) {{ {view}() }}')
                    if not old:
                        w("Tab(value: AppTab.search, role: .search) { NavigationStack { SearchView() } }")
                with w.indented():
                    if not old and ctx.chance(0.5):
                        w(".tabViewStyle(.sidebarAdaptable)")
                    if not old and ctx.chance(0.5):
                        if ctx.flaw("glass-availability", 2):
                            w(".tabBarMinimizeBehavior(.onScrollDown)")
                        else:
                            w(".minimizesTabBarOnScroll()")
            if wrap:
                with w.block("NavigationStack"):
                    tabview(w)
            else:
                tabview(w)
    w.blank()
    with w.block("private extension View"):
        w.doc("Hides the tab bar while scrolling down on iOS 26; older systems keep it.")
        w("@ViewBuilder")
        with w.block("func minimizesTabBarOnScroll() -> some View"):
            with w.block("if #available(iOS 26, *)"):
                w("tabBarMinimizeBehavior(.onScrollDown)")
            with w.block("else"):
                w("self")
    preview_block(w, ctx, ["RootView()"] + [f"    .environment({ctx.name('store', e)}.preview)" for e in d.entities[:2]])
    return finish(w, ctx, None)


def gen_settings(ctx, filename):
    """A settings form backed by @AppStorage."""
    w, d = Swift(), ctx.domain
    file_header(w, ctx, filename)
    settings = d.settings
    w.doc("App preferences. Values are stored in UserDefaults through @AppStorage.")
    with w.block("struct SettingsView: View"):
        for key, label, symbol in settings:
            w(f'@AppStorage("{key}") private var {key} = {ctx.pick(["true", "false"])}')
        w('@AppStorage("appearance") private var appearance: Appearance = .system')
        w("@Environment(\\.openURL) private var openURL")
        w("@State private var isConfirmingReset = false")
        legacy_env = ctx.legacy and ctx.flaw("environment-object", 4)
        if legacy_env:
            w("@EnvironmentObject var session: SessionStore")
        w.blank()
        with w.block("var body: some View"):
            with w.block("NavigationView" if ctx.legacy and ctx.flaw("navigation-view", 3) else "NavigationStack"):
                with w.block("Form"):
                    inline = ctx.allow_long and ctx.chance(0.8)
                    if inline:
                        with w.block('Section("Preferences")'):
                            for key, label, symbol in settings:
                                with w.block(f"Toggle(isOn: ${key})"):
                                    w(f'Label("{label}", systemImage: "{symbol}")')
                    else:
                        w("preferencesSection")
                    w("appearanceSection", "aboutSection", "resetSection")
                with w.indented():
                    w('.navigationTitle("Settings")')
                    w('.confirmationDialog("Reset all settings?", isPresented: $isConfirmingReset, titleVisibility: .visible) {')
                    with w.indented():
                        w('Button("Reset", role: .destructive, action: resetSettings)')
                    w("} message: {")
                    with w.indented():
                        w('Text("Your data stays; only preferences return to their defaults.")')
                    w("}")
        if not inline:
            w.blank()
            with w.block("private var preferencesSection: some View"):
                with w.block('Section("Preferences")'):
                    for key, label, symbol in settings:
                        with w.block(f"Toggle(isOn: ${key})"):
                            w(f'Label("{label}", systemImage: "{symbol}")')
        w.blank()
        with w.block("private var appearanceSection: some View"):
            with w.block('Section("Appearance")'):
                with w.block('Picker("Theme", selection: $appearance)'):
                    with w.block("ForEach(Appearance.allCases) { option in"):
                        w("Text(option.title).tag(option)")
                with w.indented():
                    w(".pickerStyle(.segmented)" if ctx.chance(0.5) else ".pickerStyle(.menu)")
        w.blank()
        with w.block("private var aboutSection: some View"):
            with w.block('Section("About")'):
                w('LabeledContent("Version", value: Bundle.main.appVersion)')
                w(f'Link("Privacy Policy", destination: URL(string: "https://{ctx.project.host}.example.com/privacy")!)')
                with w.block('Button("Contact Support")'):
                    w(f'openURL(URL(string: "mailto:support@{ctx.project.host}.example.com")!)')
                if ctx.chance(0.5):
                    with w.block("NavigationLink", close="} label: {"):
                        w('AcknowledgementsView()')
                    with w.indented():
                        w('Text("Acknowledgements")')
                    w("}")
        w.blank()
        with w.block("private var resetSection: some View"):
            with w.block("Section"):
                w('Button("Reset Settings", role: .destructive) { isConfirmingReset = true }')
        w.blank()
        with w.block("private func resetSettings()"):
            for key, _, _ in settings:
                w(f"{key} = {ctx.pick(['true', 'false'])}")
            w("appearance = .system")
    w.blank()
    with w.block("enum Appearance: String, CaseIterable, Identifiable"):
        w("case system, light, dark")
        w.blank()
        w("var id: Self { self }")
        w.blank()
        with w.block("var title: LocalizedStringKey"):
            with w.block("switch self"):
                w('case .system: "System"', 'case .light: "Light"', 'case .dark: "Dark"')
        w.blank()
        with w.block("var colorScheme: ColorScheme?"):
            with w.block("switch self"):
                w("case .system: nil", "case .light: .light", "case .dark: .dark")
    w.blank()
    with w.block("private extension Bundle"):
        with w.block("var appVersion: String"):
            w('let version = infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"')
            w('let build = infoDictionary?["CFBundleVersion"] as? String ?? "1"')
            w('return "\\(version) (\\(build))"')
    preview_block(w, ctx, ["SettingsView()"])
    return finish(w, ctx, 'view')


def gen_dashboard(ctx, filename):
    """An overview screen: stat cards in a grid, a chart and recent items."""
    e, w, d = ctx.entity, Swift(), ctx.domain
    store, row = ctx.name("store"), ctx.name("row")
    date = e.first("date")
    num = e.first("money", "double", "count", "minutes")
    charts = date is not None and num is not None and ctx.chance(0.7)
    file_header(w, ctx, filename, ("SwiftUI", "Charts") if charts else ("SwiftUI",))
    decl, how = store_decl(ctx, store)
    name = ctx.pick(["DashboardView", "OverviewView", "SummaryView", "HomeView"])
    w.doc(ctx.pick(["The home tab: totals at a glance and the latest activity.",
                    f"Summarises {e.title.lower()} for the current week."]))
    with w.block(f"struct {name}: View"):
        w(decl)
        w(f"private let columns = [GridItem(.adaptive(minimum: 150), spacing: {ctx.spacing('md')})]")
        w.blank()
        with w.block("var body: some View"):
            with w.block("NavigationStack"):
                with w.block("ScrollView"):
                    with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('xl')})"):
                        inline = ctx.allow_long and ctx.chance(0.8)
                        if inline:
                            with w.block(f"LazyVGrid(columns: columns, spacing: {ctx.spacing('md')})"):
                                with w.block("ForEach(stats) { stat in"):
                                    w("StatCard(stat: stat)")
                        else:
                            w("statsGrid")
                        if charts:
                            w("chart")
                        w("recentSection")
                    with w.indented():
                        w(".padding()")
                with w.indented():
                    if ctx.flaw("uikit-color", 1.5):
                        w(".background(Color(UIColor.systemGroupedBackground))")
                    else:
                        w(ctx.pick([".background(.background.secondary)", ".background(Color.cardBackground)"]))
                    w(f'.navigationTitle("{ctx.pick(["Overview", "Summary", "Today", ctx.project.name])}")')
                    w(".refreshable { await store.refresh() }")
        if not inline:
            w.blank()
            with w.block("private var statsGrid: some View"):
                with w.block(f"LazyVGrid(columns: columns, spacing: {ctx.spacing('md')})"):
                    with w.block("ForEach(stats) { stat in"):
                        w("StatCard(stat: stat)")
        if charts:
            w.blank()
            with w.block("private var chart: some View"):
                with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('sm')})"):
                    w('Text("Last 7 days")')
                    with w.indented():
                        w(ctx.font("headline"))
                    with w.block(f"Chart(store.{e.plural}) {{ item in"):
                        w("BarMark(")
                        w(f'    x: .value("Day", item.{date.name}, unit: .day),')
                        y = f"item.{num.name}" if num.kind != "money" else f"item.{num.name}.doubleValue"
                        w(f'    y: .value("{num.label}", {y})')
                        w(")")
                        enum_field = e.first("enum")
                        if enum_field is not None:
                            with w.indented():
                                w(f'.foregroundStyle(by: .value("{enum_field.label}", item.{enum_field.name}.title))')
                    with w.indented():
                        w(".frame(height: 200)")
                        if ctx.chance(0.5):
                            w(".chartXAxis { AxisMarks(values: .stride(by: .day)) }")
        w.blank()
        with w.block("private var recentSection: some View"):
            with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('sm')})"):
                w('Text("Recent")')
                with w.indented():
                    w(ctx.font("headline"))
                stack = "VStack" if ctx.flaw("eager-stack-in-scrollview") else "LazyVStack"
                with w.block(f"{stack}(spacing: 0)"):
                    with w.block(f"ForEach(store.{e.plural}.prefix(5)) {{ item in"):
                        w(f"{row}({e.var}: item)")
                        with w.indented():
                            w(".padding(.vertical, " + ctx.spacing("sm") + ")")
                        if ctx.flaw("foreach-variable-view-count", 2):
                            with w.block(f"if item.id != store.{e.plural}.prefix(5).last?.id"):
                                w("Divider()")
                        else:
                            with w.indented():
                                w(".overlay(alignment: .bottom) { Divider() }")
        w.blank()
        with w.block("private var stats: [Stat]"):
            w("[")
            with w.indented():
                for title, symbol in d.stats:
                    value = ctx.pick([f"store.{e.plural}.count.formatted()",
                                      f"store.{lower_first(type_name(title))}Text"])
                    w(f'Stat(title: "{title}", value: {value}, systemImage: "{symbol}"),')
            w("]")
    w.blank()
    with w.block("struct Stat: Identifiable"):
        w("var id: String { title }")
        w("let title: String")
        w("let value: String")
        w("let systemImage: String")
    w.blank()
    with w.block("struct StatCard: View"):
        w("let stat: Stat")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('sm')})"):
                w("Label(stat.title, systemImage: stat.systemImage)")
                with w.indented():
                    w(ctx.font("caption"), ctx.fg(".secondary"))
                w("Text(stat.value)")
                with w.indented():
                    w(ctx.font("title2") if not ctx.project.tokens else ".font(.metric)",
                      ".contentTransition(.numericText())")
            with w.indented():
                w(".frame(maxWidth: .infinity, alignment: .leading)", ".padding()")
                w(ctx.card_background('Radius.medium' if ctx.project.tokens else '12'))
    lines = store_preview(ctx, store, how, f"{name}()")
    preview_block(w, ctx, lines)
    return finish(w, ctx, 'view')


# --- reusable components ---------------------------------------------------------------------

COMPONENTS = []


def component(fn):
    COMPONENTS.append(fn)
    return fn


@component
def _card_modifier(ctx, w):
    w.doc("The rounded, padded background used by cards throughout the app.")
    with w.block("struct CardModifier: ViewModifier"):
        w(f"var padding: CGFloat = {ctx.spacing('lg') if ctx.project.tokens else '16'}")
        w.blank()
        with w.block("func body(content: Content) -> some View"):
            w("content")
            with w.indented():
                w(".padding(padding)")
                w(".frame(maxWidth: .infinity, alignment: .leading)")
                if ctx.flaw("uikit-color"):
                    w(".background(Color(UIColor.secondarySystemGroupedBackground))", ctx.rounded(16))
                else:
                    w(".background(.background.secondary, in: .rect(cornerRadius: 16, style: .continuous))")
    w.blank()
    with w.block("extension View"):
        w(f"func card(padding: CGFloat = {ctx.spacing('lg') if ctx.project.tokens else '16'}) -> some View {{")
        w("    modifier(CardModifier(padding: padding))")
        w("}")
    return "CardModifier"


@component
def _button_style(ctx, w):
    name = ctx.pick(["PrimaryButtonStyle", "ProminentButtonStyle", "PillButtonStyle"])
    w.doc("A full-width, filled button that shrinks slightly while pressed.")
    with w.block(f"struct {name}: ButtonStyle"):
        w("@Environment(\\.isEnabled) private var isEnabled")
        w.blank()
        with w.block("func makeBody(configuration: Configuration) -> some View"):
            w("configuration.label")
            with w.indented():
                w(".font(.headline)")
                w(".frame(maxWidth: .infinity)")
                w(f".padding(.vertical, {ctx.spacing('md')})")
                w(".foregroundStyle(.white)")
                w(".background(isEnabled ? Color.accentColor : Color.gray.opacity(0.4), in: .capsule)")
                if ctx.flaw("animation-placement", 2):
                    w(".animation(.snappy, value: configuration.isPressed)")
                    w(".scaleEffect(configuration.isPressed ? 0.97 : 1)")
                else:
                    w(".scaleEffect(configuration.isPressed ? 0.97 : 1)")
                    if ctx.flaw("animation-without-value"):
                        w(".animation(.snappy)")
                    else:
                        w(".animation(.snappy, value: configuration.isPressed)")
    w.blank()
    with w.block(f"extension ButtonStyle where Self == {name}"):
        w(f"static var {lower_first(name.removesuffix('ButtonStyle'))}: {name} {{ {name}() }}")
    return name


@component
def _card_container(ctx, w):
    w.doc("A titled card that wraps arbitrary content.")
    closure = ctx.flaw("closure-content-property")
    with w.block("struct SectionCard<Content: View>: View"):
        w("let title: LocalizedStringKey")
        w("var systemImage: String?")
        if closure:
            w("let content: () -> Content")
        else:
            w("@ViewBuilder let content: Content")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('md')})"):
                with w.block("if let systemImage"):
                    w("Label(title, systemImage: systemImage)")
                    with w.indented():
                        w(".font(.headline)")
                with w.block("else"):
                    w("Text(title)")
                    with w.indented():
                        w(".font(.headline)")
                w("content()" if closure else "content")
            with w.indented():
                w(".padding()", ".frame(maxWidth: .infinity, alignment: .leading)", ctx.card_background("16"))
    return "SectionCard"


@component
def _rating_view(ctx, w):
    w.doc("Five stars; tappable when a binding is given.")
    with w.block("struct RatingView: View"):
        w("let rating: Int")
        w("var onChange: ((Int) -> Void)?")
        w("var maximum = 5")
        w.blank()
        labelled = not ctx.flaw("image-only-button", 2)
        with w.block("var body: some View"):
            with w.block(f"HStack(spacing: {ctx.spacing('xs')})"):
                with w.block("ForEach(1...maximum, id: \\.self) { value in"):
                    with w.block("Button", close="} label: {"):
                        w("onChange?(value)")
                    with w.indented():
                        w('Image(systemName: value <= rating ? "star.fill" : "star")')
                        with w.indented():
                            w(ctx.fg("value <= rating ? .yellow : .gray"))
                    w("}")
                    with w.indented():
                        w(".buttonStyle(.plain)", ".disabled(onChange == nil)")
                        if labelled:
                            w('.accessibilityLabel("\\(value) stars")')
            with w.indented():
                if labelled:
                    w(".accessibilityElement(children: .ignore)")
                    w('.accessibilityLabel("\\(rating) of \\(maximum) stars")')
                    w(".accessibilityAdjustableAction(adjust)")
        if labelled:
            w.blank()
            with w.block("private func adjust(_ direction: AccessibilityAdjustmentDirection)"):
                with w.block("switch direction"):
                    w("case .increment: onChange?(min(rating + 1, maximum))")
                    w("case .decrement: onChange?(max(rating - 1, 1))")
                    w("@unknown default: break")
    return "RatingView"


@component
def _error_view(ctx, w):
    w.doc("Shown in place of content when loading failed.")
    with w.block("struct ErrorStateView: View"):
        w("let message: String")
        w("let retry: () async -> Void")
        w("@State private var isRetrying = false")
        w.blank()
        with w.block("var body: some View"):
            with w.block("ContentUnavailableView", close="} description: {"):
                w('Label("Something went wrong", systemImage: "exclamationmark.triangle")')
            with w.indented():
                w("Text(message)")
            w("} actions: {")
            with w.indented():
                w("retryButton")
            w("}")
        w.blank()
        with w.block("private var retryButton: some View"):
            with w.block("Button", close="} label: {"):
                with w.block("Task"):
                    w("isRetrying = true")
                    w("await retry()")
                    w("isRetrying = false")
            with w.indented():
                with w.block("if isRetrying"):
                    w("ProgressView()")
                with w.block("else"):
                    w('Text("Try Again")')
            w("}")
            with w.indented():
                w(ctx.button_style("borderedProminent"), ".disabled(isRetrying)")
    return "ErrorStateView"


@component
def _flow_layout(ctx, w):
    w.doc("Lays out subviews in rows, wrapping to the next row when one is full (for tag chips).")
    with w.block("struct FlowLayout: Layout"):
        w(f"var spacing: CGFloat = {ctx.spacing('sm') if ctx.project.tokens else '8'}")
        w.blank()
        with w.block("func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize"):
            w("let rows = arrange(subviews: subviews, width: proposal.width ?? .infinity)")
            w("let height = rows.map(\\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))")
            w("let width = rows.map(\\.width).max() ?? 0")
            w("return CGSize(width: width, height: height)")
        w.blank()
        with w.block("func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())"):
            w("var y = bounds.minY")
            with w.block("for row in arrange(subviews: subviews, width: bounds.width)"):
                w("var x = bounds.minX")
                with w.block("for index in row.indices"):
                    w("let size = subviews[index].sizeThatFits(.unspecified)")
                    w("subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))")
                    w("x += size.width + spacing")
                w("y += row.height + spacing")
        w.blank()
        with w.block("private struct Row"):
            w("var indices: [Int] = []")
            w("var width: CGFloat = 0")
            w("var height: CGFloat = 0")
        w.blank()
        with w.block("private func arrange(subviews: Subviews, width: CGFloat) -> [Row]"):
            w("var rows = [Row()]")
            with w.block("for index in subviews.indices"):
                w("let size = subviews[index].sizeThatFits(.unspecified)")
                with w.block("if rows[rows.count - 1].width + size.width > width, !rows[rows.count - 1].indices.isEmpty"):
                    w("rows.append(Row())")
                w("rows[rows.count - 1].indices.append(index)")
                w("rows[rows.count - 1].width += size.width + spacing")
                w("rows[rows.count - 1].height = max(rows[rows.count - 1].height, size.height)")
            w("return rows")
    w.blank()
    w.doc("A rounded tag label.")
    with w.block("struct TagChip: View"):
        w("let title: String")
        w("var isSelected = false")
        w.blank()
        with w.block("var body: some View"):
            w("Text(title)")
            with w.indented():
                w(".font(.caption)", f".padding(.horizontal, {ctx.spacing('sm')})",
                  f".padding(.vertical, {ctx.spacing('xs')})",
                  ".background(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.quaternary), in: .capsule)",
                  ".foregroundStyle(isSelected ? .white : .primary)")
    return "FlowLayout"


@component
def _progress_ring(ctx, w):
    w.doc("A circular progress indicator that animates between values.")
    with w.block("struct ProgressRing: View"):
        w("let progress: Double")
        w(f"var lineWidth: CGFloat = {ctx.pick(['8', '10', '12'])}")
        w.blank()
        with w.block("var body: some View"):
            with w.block("ZStack"):
                w("Circle()")
                with w.indented():
                    w(".stroke(.quaternary, lineWidth: lineWidth)")
                w("Circle()")
                with w.indented():
                    w(".trim(from: 0, to: progress)")
                    w(".stroke(.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))")
                    w(".rotationEffect(.degrees(-90))")
                w("Text(progress, format: .percent.precision(.fractionLength(0)))")
                with w.indented():
                    w(".font(.caption.bold())", ".monospacedDigit()", ".contentTransition(.numericText())")
            with w.indented():
                w(".animation(.smooth, value: progress)")
                w('.accessibilityElement(children: .ignore)')
                w('.accessibilityValue(Text(progress, format: .percent))')
    return "ProgressRing"


@component
def _loading_placeholder(ctx, w):
    w.doc("A pulsing placeholder shown while rows load.")
    with w.block("struct LoadingPlaceholder: View"):
        checks = not ctx.flaw("reduce-motion-fallback", 2)
        if checks:
            w("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
        w("@State private var isDimmed = false")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('sm')})"):
                with w.block("ForEach(0..<4, id: \\.self) { _ in"):
                    w("RoundedRectangle(cornerRadius: 6)")
                    with w.indented():
                        w(".fill(.quaternary)", ".frame(height: 44)")
            with w.indented():
                w(".opacity(isDimmed ? 0.4 : 1)")
                with w.block(".onAppear"):
                    if checks:
                        w("guard !reduceMotion else { return }")
                    with w.block("withAnimation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true))"):
                        w("isDimmed = true")
                w('.accessibilityLabel("Loading")')
    return "LoadingPlaceholder"


@component
def _avatar(ctx, w):
    w.doc("A circular avatar with initials, used when there is no photo.")
    with w.block("struct InitialsAvatar: View"):
        w("let name: String")
        w("var size: CGFloat = 40")
        w.blank()
        with w.block("private var initials: String"):
            w('name.split(separator: " ").prefix(2).compactMap(\\.first).map(String.init).joined()')
        w.blank()
        with w.block("var body: some View"):
            w("Text(initials)")
            with w.indented():
                w(".font(.system(size: size * 0.4, weight: .semibold, design: .rounded))" if ctx.flaw("hardcoded-font-size", 3)
                  else ".font(.headline)")
                w(".frame(width: size, height: size)")
                w(".background(.tint.opacity(0.2), in: .circle)")
                w(".accessibilityLabel(name)")
    return "InitialsAvatar"


@component
def _toast(ctx, w):
    w.doc("A message that slides in from the top for a few seconds.")
    with w.block("struct ToastModifier: ViewModifier"):
        w("@Binding var message: String?")
        w.blank()
        with w.block("func body(content: Content) -> some View"):
            with w.block("content.overlay(alignment: .top)"):
                with w.block("if let message"):
                    w("Text(message)")
                    with w.indented():
                        w(".font(.subheadline.weight(.medium))", ".padding(.horizontal)",
                          f".padding(.vertical, {ctx.spacing('sm')})",
                          ".background(.regularMaterial, in: .capsule)",
                          ".transition(.move(edge: .top).combined(with: .opacity))")
                        with w.block(".task"):
                            w("try? await Task.sleep(for: .seconds(3))")
                            w("self.message = nil")
            with w.indented():
                if not ctx.flaw("animation-without-value", 2):
                    w(".animation(.spring(duration: 0.35), value: message)")
                else:
                    w(".animation(.spring(duration: 0.35))")
    w.blank()
    with w.block("extension View"):
        with w.block("func toast(_ message: Binding<String?>) -> some View"):
            w("modifier(ToastModifier(message: message))")
    return "ToastModifier"


@component
def _shake(ctx, w):
    w.doc("Shakes a view horizontally, e.g. after a wrong passcode.")
    with w.block("struct ShakeEffect: GeometryEffect"):
        w("var amount: CGFloat = 8")
        w("var shakes: CGFloat")
        w.blank()
        with w.block("var animatableData: CGFloat"):
            w("get { shakes }")
            w("set { shakes = newValue }")
        w.blank()
        with w.block("func effectValue(size: CGSize) -> ProjectionTransform"):
            w("ProjectionTransform(CGAffineTransform(translationX: amount * sin(shakes * .pi * 2), y: 0))")
    return "ShakeEffect"


@component
def _wobble(ctx, w):
    w.doc("Tilts a view back and forth by `angle` degrees; animate `angle` to wobble.")
    with w.block("struct Wobble: ViewModifier, Animatable"):
        w("var angle: Double")
        w.blank()
        if not ctx.flaw("animatable-missing-animatabledata"):
            with w.block("var animatableData: Double"):
                w("get { angle }")
                w("set { angle = newValue }")
            w.blank()
        with w.block("func body(content: Content) -> some View"):
            w("content.rotationEffect(.degrees(sin(angle * .pi) * 6))")
    return "Wobble"


COMPONENT_PREVIEWS = {
    "CardModifier": ['Text("Weekly summary")', '    .card()', '    .padding()'],
    "SectionCard": ['SectionCard(title: "Notes", systemImage: "note.text") {', '    Text("Bring an umbrella.")', '}',
                    '.padding()'],
    "RatingView": ["RatingView(rating: 3) { _ in }"],
    "ErrorStateView": ['ErrorStateView(message: "The network connection was lost.") {}'],
    "FlowLayout": ["FlowLayout {", '    ForEach(["Quick", "Vegan", "Family", "Weekend", "Spicy"], id: \\.self) { tag in',
                   "        TagChip(title: tag)", "    }", "}", ".padding()"],
    "ProgressRing": ["ProgressRing(progress: 0.42)", "    .frame(width: 80, height: 80)"],
    "LoadingPlaceholder": ["LoadingPlaceholder()", "    .padding()"],
    "InitialsAvatar": ['InitialsAvatar(name: "Dana Scully")'],
}


def gen_components(ctx, filename, parts):
    """A file of small shared views, modifiers, styles and layouts."""
    w = Swift()
    file_header(w, ctx, filename)
    names = []
    for i, part in enumerate(parts):
        if i:
            w.blank()
        names.append(part(ctx, w))
    previews = [n for n in names if n in COMPONENT_PREVIEWS]
    if previews and ctx.chance(0.7):
        preview_block(w, ctx, COMPONENT_PREVIEWS[previews[0]])
    return finish(w, ctx, 'components')


# --- iOS 26 Liquid Glass -------------------------------------------------------------------

def gen_glass_controls(ctx, filename):
    """A floating control bar that uses Liquid Glass on iOS 26 and a material before."""
    w, d = Swift(), ctx.domain
    file_header(w, ctx, filename)
    name = ctx.pick(["FloatingActionBar", "GlassControlBar", "QuickActionsBar", "FloatingToolbar"])
    actions = d.actions
    ungated = ctx.flaw("glass-availability", 1.5)
    no_container = ctx.flaw("glass-container-missing", 1.5)
    w.doc("Quick actions floating above the content. Liquid Glass on iOS 26, a material bar before that.")
    with w.block(f"struct {name}: View"):
        for verb, _ in actions:
            w(f"var on{verb.replace(' ', '')}: () -> Void = {{}}")
        w("@Namespace private var glassNamespace")
        w("@State private var isExpanded = false")
        w.blank()

        def glass_bar(w):
            def buttons(w):
                with w.block(f"HStack(spacing: {ctx.spacing('md')})"):
                    for verb, symbol in actions:
                        with w.block(f'Button("{verb}", systemImage: "{symbol}")'):
                            w(f"on{verb.replace(' ', '')}()")
                        with w.indented():
                            w(".labelStyle(.iconOnly)")
                            if ctx.flaw("glass-effect-order"):
                                w(".glassEffect(.regular.interactive())", ".padding()")
                            else:
                                w(".padding()", ".glassEffect(.regular.interactive())")
                            w(f'.glassEffectID("{slug(verb)}", in: glassNamespace)')
                    if ctx.chance(0.6):
                        w(f'Text("{ctx.pick(d.stats)[0]}")')
                        with w.indented():
                            w(".font(.footnote.weight(.medium))", ".padding(.horizontal)", ".padding(.vertical, 12)")
                            if ctx.flaw("glass-interactive-static", 2):
                                w(".glassEffect(.regular.interactive())")
                            else:
                                w(".glassEffect(.regular.tint(.accentColor.opacity(0.2)))")
            if no_container:
                buttons(w)
            else:
                with w.block(f"GlassEffectContainer(spacing: {ctx.spacing('md')})"):
                    buttons(w)

        with w.block("var body: some View"):
            if ungated:
                w("glassBar")
            else:
                with w.block("if #available(iOS 26, *)"):
                    w("glassBar")
                with w.block("else"):
                    w("materialBar")
        w.blank()
        if not ungated:
            w("@available(iOS 26, *)")
        with w.block("private var glassBar: some View"):
            glass_bar(w)
        if not ungated:
            w.blank()
            with w.block("private var materialBar: some View"):
                with w.block(f"HStack(spacing: {ctx.spacing('md')})"):
                    for verb, symbol in actions:
                        with w.block(f'Button("{verb}", systemImage: "{symbol}")'):
                            w(f"on{verb.replace(' ', '')}()")
                        with w.indented():
                            w(".labelStyle(.iconOnly)", ".padding(12)")
                with w.indented():
                    w(".background(.ultraThinMaterial, in: .capsule)")
    if ctx.chance(0.6):
        w.blank()
        w.doc("A glass capsule for small status text. Plain glass: it does not respond to touches.")
        w("@available(iOS 26, *)")
        with w.block("struct GlassStatusPill: View"):
            w("let text: LocalizedStringKey")
            w("let systemImage: String")
            w.blank()
            with w.block("var body: some View"):
                w("Label(text, systemImage: systemImage)")
                with w.indented():
                    w(".font(.footnote.weight(.semibold))")
                    w(".padding(.horizontal, 14)" if ctx.flaw("hardcoded-spacing", 2) else ".padding(.horizontal)")
                    w(".padding(.vertical, 8)")
                    w(".glassEffect(in: .capsule)")
    if ctx.chance(0.5):
        w.blank()
        with w.block("extension View"):
            w.doc("Prominent glass button style on iOS 26, bordered prominent before.")
            w("@ViewBuilder")
            with w.block("func prominentGlassButtonStyle() -> some View"):
                with w.block("if #available(iOS 26, *)"):
                    w("buttonStyle(.glassProminent)")
                with w.block("else"):
                    w("buttonStyle(.borderedProminent)")
    preview_block(w, ctx, ["ZStack(alignment: .bottom) {", "    Color.teal.opacity(0.3).ignoresSafeArea()",
                           f"    {name}()", "        .padding()", "}"])
    return finish(w, ctx, 'view')


# --- onboarding --------------------------------------------------------------------------------

def gen_onboarding(ctx, filename):
    w, d = Swift(), ctx.domain
    file_header(w, ctx, filename)
    pages = [(e.title, e.symbol, e.doc) for e in d.entities]
    pages.append(("Stay in sync", "icloud", "Everything is backed up and ready on all your devices."))
    w.doc("The pages shown on first launch.")
    with w.block("struct OnboardingPage: Identifiable"):
        w("let id: Int", "let title: LocalizedStringKey", "let message: LocalizedStringKey",
          "let systemImage: String")
        w.blank()
        w("static let all: [OnboardingPage] = [")
        with w.indented():
            for i, (title, symbol, message) in enumerate(pages):
                w(f'OnboardingPage(id: {i}, title: "{title}", message: "{message}", systemImage: "{symbol}"),')
        w("]")
    w.blank()
    with w.block("struct OnboardingView: View"):
        w('@AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false')
        w("@State private var page = 0")
        checks = not ctx.flaw("reduce-motion-fallback", 2)
        if checks:
            w("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(spacing: {ctx.spacing('xl')})"):
                with w.block("TabView(selection: $page)"):
                    with w.block("ForEach(OnboardingPage.all) { item in"):
                        w("pageView(item)")
                        with w.indented():
                            w(".tag(item.id)")
                with w.indented():
                    w(".tabViewStyle(.page(indexDisplayMode: .always))")
                    if ctx.flaw("animation-without-value", 2):
                        w(".animation(.easeInOut)")
                w("Button(isLastPage ? \"Get Started\" : \"Continue\", action: advance)")
                with w.indented():
                    w(ctx.button_style("borderedProminent"), ".controlSize(.large)")
                if ctx.chance(0.6):
                    w('Button("Skip") { hasSeenOnboarding = true }')
                    with w.indented():
                        w(".opacity(isLastPage ? 0 : 1)")
            with w.indented():
                w(".padding(.bottom)")
        w.blank()
        w("private var isLastPage: Bool { page == OnboardingPage.all.count - 1 }")
        w.blank()
        with w.block("private func pageView(_ item: OnboardingPage) -> some View"):
            with w.block(f"VStack(spacing: {ctx.spacing('lg')})"):
                w("Image(systemName: item.systemImage)")
                with w.indented():
                    w(".font(.system(size: 72))" if ctx.flaw("hardcoded-font-size", 2) else ".font(.largeTitle)")
                    if ctx.flaw("uiscreen-main-bounds", 2):
                        w(".frame(width: UIScreen.main.bounds.width * 0.5, height: 160)")
                    else:
                        w(".frame(maxWidth: .infinity, minHeight: 160)")
                    if ctx.chance(0.5):
                        w(".imageScale(.large)")
                    w(".foregroundStyle(.tint)")
                    if checks:
                        w(".symbolEffect(.bounce, value: reduceMotion ? 0 : page)")
                    else:
                        w(".phaseAnimator([1.0, 1.15]) { content, scale in content.scaleEffect(scale) }")
                w("Text(item.title)")
                with w.indented():
                    w(".font(.title.bold())")
                w("Text(item.message)")
                with w.indented():
                    w(".multilineTextAlignment(.center)", ".foregroundStyle(.secondary)")
            with w.indented():
                w(".padding()")
        w.blank()
        with w.block("private func advance()"):
            with w.block("if isLastPage"):
                w("hasSeenOnboarding = true")
            with w.block("else"):
                w("withAnimation { page += 1 }")
    preview_block(w, ctx, ["OnboardingView()"])
    return finish(w, ctx, 'view')


# --- small sheets and feature views --------------------------------------------------------

def gen_filter_sheet(ctx, filename):
    e, w = ctx.entity, Swift()
    file_header(w, ctx, filename)
    enum_field, flag, date = e.first("enum"), e.first("flag"), e.first("date")
    name = f"{e.name}FilterSheet"
    w.doc(f"Lets the user narrow the {e.noun} list. Edits the caller's filter directly.")
    with w.block(f"struct {e.name}Filter: Equatable"):
        if enum_field is not None:
            w(f"var {enum_field.name}s: Set<{enum_field.type}> = []")
        if flag is not None:
            w(f"var only{upper_first(flag.name.removeprefix('is'))} = false")
        if date is not None:
            w("var since: Date?")
        w.blank()
        w("var isActive: Bool { self != Self() }")
        w.blank()
        with w.block(f"func matches(_ {e.var}: {e.name}) -> Bool"):
            if enum_field is not None:
                chosen = f"{enum_field.name}s"
                w(f"if !{chosen}.isEmpty && !{chosen}.contains({e.var}.{enum_field.name}) {{ return false }}")
            if flag is not None:
                w(f"if only{upper_first(flag.name.removeprefix('is'))} && !{e.var}.{flag.name} {{ return false }}")
            if date is not None:
                w(f"if let since, {e.var}.{date.name} < since {{ return false }}")
            w("return true")
    w.blank()
    with w.block(f"struct {name}: View"):
        w(f"@Binding var filter: {e.name}Filter")
        w("@Environment(\\.dismiss) private var dismiss")
        w.blank()
        with w.block("var body: some View"):
            with w.block("NavigationStack"):
                with w.block("Form"):
                    if enum_field is not None:
                        w(f"{enum_field.name}Section")
                    if flag is not None:
                        with w.block("Section"):
                            only = "only" + upper_first(flag.name.removeprefix("is"))
                            w(f'Toggle("Only {flag.label.lower()}", isOn: $filter.{only})')
                    if date is not None:
                        w("dateSection")
                with w.indented():
                    w('.navigationTitle("Filter")', ".navigationBarTitleDisplayMode(.inline)")
                    w(".toolbar { toolbarContent }")
            with w.indented():
                w(".presentationDetents([.medium, .large])", ".presentationDragIndicator(.visible)")
        if enum_field is not None:
            w.blank()
            with w.block(f"private var {enum_field.name}Section: some View"):
                with w.block(f'Section("{enum_field.label}")'):
                    with w.block(f"ForEach({enum_field.type}.allCases) {{ option in"):
                        with w.block("Toggle(isOn: binding(for: option))"):
                            w("Label(option.title, systemImage: option.symbol)")
        if date is not None:
            w.blank()
            with w.block("private var dateSection: some View"):
                with w.block('Section("Date")'):
                    w('Toggle("Limit by date", isOn: limitsByDate)')
                    with w.block("if filter.since != nil"):
                        w('DatePicker("Since", selection: sinceDate, displayedComponents: .date)')
            w.blank()
            with w.block("private var limitsByDate: Binding<Bool>"):
                w("Binding(")
                w("    get: { filter.since != nil },")
                w("    set: { filter.since = $0 ? .now.addingTimeInterval(-30 * 86_400) : nil }")
                w(")")
            w.blank()
            with w.block("private var sinceDate: Binding<Date>"):
                w("Binding(get: { filter.since ?? .now }, set: { filter.since = $0 })")
        w.blank()
        w("@ToolbarContentBuilder")
        with w.block("private var toolbarContent: some ToolbarContent"):
            with w.block("ToolbarItem(placement: .cancellationAction)"):
                w('Button("Reset") { filter = .init() }')
                with w.indented():
                    w(".disabled(!filter.isActive)")
            with w.block("ToolbarItem(placement: .confirmationAction)"):
                w('Button("Done") { dismiss() }')
        if enum_field is not None:
            w.blank()
            with w.block(f"private func binding(for option: {enum_field.type}) -> Binding<Bool>"):
                w("Binding(")
                w(f"    get: {{ filter.{enum_field.name}s.contains(option) }},")
                w("    set: { isOn in")
                chosen = f"filter.{enum_field.name}s"
                w(f"        if isOn {{ {chosen}.insert(option) }} else {{ {chosen}.remove(option) }}")
                w("    }")
                w(")")
    if ctx.flaw("previewable-state", 2):
        preview_block(w, ctx, [f"@State var filter = {e.name}Filter()", f"return {name}(filter: $filter)"])
    else:
        preview_block(w, ctx, [f"@Previewable @State var filter = {e.name}Filter()", f"{name}(filter: $filter)"])
    return finish(w, ctx, 'view')


def gen_session_view(ctx, filename):
    """A live 'in progress' screen: a timer, a big counter, and a celebration animation."""
    e, w = ctx.entity, Swift()
    file_header(w, ctx, filename)
    name = ctx.pick([f"Active{e.name}View", f"{e.name}SessionView", f"Live{e.name}View"])
    w.doc(f"Shown while {article(e.noun)} is in progress.")
    with w.block(f"struct {name}: View"):
        w(f"let {e.var}: {e.name}")
        w("let startDate: Date")
        w("var onFinish: () -> Void")
        w(f"@State {ctx.private()}var isPaused = false")
        w("@State private var isCelebrating = false")
        w("@State private var laps: [Date] = []")
        checks = ctx.chance(0.5)
        if checks:
            w("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(spacing: {ctx.spacing('xl')})"):
                w(f"Text({e.var}.{e.title_field.name})")
                with w.indented():
                    w(ctx.font("title2"), ctx.bold())
                with w.block("TimelineView(.periodic(from: startDate, by: 1)) { context in"):
                    w("Text(startDate, style: .timer)")
                    with w.indented():
                        w(".font(.system(size: 64, weight: .bold, design: .rounded))" if ctx.flaw("hardcoded-font-size", 3)
                          else ".font(.largeTitle.weight(.bold))")
                        w(".monospacedDigit()")
                        w(".contentTransition(.numericText())")
                w("lapList")
                w("controls")
            with w.indented():
                w(".padding()")
                w(".sensoryFeedback(.success, trigger: isCelebrating)")
                w(".overlay { celebration }")
        w.blank()
        w("@ViewBuilder")
        with w.block("private var celebration: some View"):
            with w.block("if isCelebrating"):
                w('Image(systemName: "checkmark.seal.fill")')
                with w.indented():
                    w(".font(.largeTitle)", ".foregroundStyle(.green)",
                      ".transition(.scale.combined(with: .opacity))")
        w.blank()
        with w.block("private var lapList: some View"):
            with w.block("List"):
                laps = "laps.enumerated()" if ctx.flaw("foreach-enumerated-not-array", 3) else "Array(laps.enumerated())"
                with w.block(f"ForEach({laps}, id: \\.offset) {{ index, lap in"):
                    w('LabeledContent("Lap \\(index + 1)", value: lap, format: .dateTime.hour().minute().second())')
            with w.indented():
                w(".listStyle(.plain)", ".frame(maxHeight: 200)")
        w.blank()
        with w.block("private var controls: some View"):
            with w.block(f"HStack(spacing: {ctx.spacing('lg')})"):
                w('Button(isPaused ? "Resume" : "Pause", systemImage: isPaused ? "play.fill" : "pause.fill") {')
                with w.indented():
                    w("isPaused.toggle()")
                w("}")
                w('Button("Lap", systemImage: "flag") { laps.append(.now) }')
                w('Button("Finish", systemImage: "stop.fill", action: finish)')
                with w.indented():
                    w(ctx.tint("red"))
            with w.indented():
                w(ctx.button_style("bordered"), ".controlSize(.large)")
        w.blank()
        with w.block("private func finish()"):
            if ctx.flaw("transition-without-animation", 2):
                w("isCelebrating = true")
                with w.block("Task"):
                    w("try? await Task.sleep(for: .seconds(1.2))")
                    w("isCelebrating = false")
                    w("onFinish()")
            elif ctx.flaw("dispatch-animation-sequencing", 2):
                w("withAnimation(.bouncy) { isCelebrating = true }")
                with w.block("DispatchQueue.main.asyncAfter(deadline: .now() + 1.2)"):
                    w("withAnimation { isCelebrating = false }")
                    w("onFinish()")
            else:
                with w.block("withAnimation(.bouncy)", close="} completion: {"):
                    w("isCelebrating = true")
                with w.indented():
                    w("isCelebrating = false")
                    w("onFinish()")
                w("}")
    preview_block(w, ctx, [f"{name}({e.var}: .preview, startDate: .now.addingTimeInterval(-754)) {{}}"])
    return finish(w, ctx, 'view')


def gen_photo_picker(ctx, filename):
    """A cover/photo picker that loads the chosen image in a task and downsamples it."""
    e, w = ctx.entity, Swift()
    file_header(w, ctx, filename, ("SwiftUI", "PhotosUI"))
    name = ctx.pick([f"{e.name}PhotoPicker", f"{e.name}CoverPicker", "PhotoAttachmentView"])
    downsamples = not ctx.flaw("uiimage-data-downsampling")
    w.doc(f"Picks a photo for {article(e.noun)}. The image is decoded off the main thread at display size.")
    with w.block(f"struct {name}: View"):
        w("@Binding var imageData: Data?")
        w("@State private var selection: PhotosPickerItem?")
        w("@State private var preview: Image?")
        w("@State private var isLoading = false")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(spacing: {ctx.spacing('md')})"):
                w("previewImage")
                with w.indented():
                    w(".frame(height: 200)", ".frame(maxWidth: .infinity)", ".clipped()", ctx.rounded(12))
                w('PhotosPicker("Choose Photo", selection: $selection, matching: .images)')
                with w.block("if imageData != nil"):
                    w('Button("Remove Photo", role: .destructive, action: removePhoto)')
            with w.indented():
                with w.block(".task(id: selection)"):
                    with w.block("if let selection"):
                        w("await load(selection)")
        w.blank()
        w("@ViewBuilder")
        with w.block("private var previewImage: some View"):
            with w.block("if let preview"):
                w("preview")
                with w.indented():
                    w(".resizable()", ".scaledToFill()")
            with w.block("else if isLoading"):
                w("ProgressView()")
            with w.block("else"):
                w('ContentUnavailableView("No Photo", systemImage: "photo")')
        w.blank()
        with w.block("private func removePhoto()"):
            w("imageData = nil")
            w("preview = nil")
            w("selection = nil")
        w.blank()
        with w.block("private func load(_ selection: PhotosPickerItem) async"):
            w("isLoading = true")
            w("defer { isLoading = false }")
            w("guard let data = try? await selection.loadTransferable(type: Data.self) else { return }")
            w("imageData = data")
            if downsamples:
                w("if let thumbnail = await Thumbnail.make(from: data, maxPixelSize: 800) {")
                w("    preview = Image(uiImage: thumbnail)")
                w("}")
            elif ctx.flaw("uiimage-force-unwrap", 3):
                w("preview = Image(uiImage: UIImage(data: data)!)")
            else:
                w("if let image = UIImage(data: data) {")
                w("    preview = Image(uiImage: image)")
                w("}")
    if downsamples:
        w.blank()
        w.doc("Decodes a thumbnail with ImageIO instead of decoding the full image.")
        with w.block("enum Thumbnail"):
            with w.block("static func make(from data: Data, maxPixelSize: Int) async -> UIImage?"):
                with w.block("await Task.detached(priority: .userInitiated)", close="}.value"):
                    w("let options: [CFString: Any] = [")
                    w("    kCGImageSourceCreateThumbnailFromImageAlways: true,")
                    w("    kCGImageSourceCreateThumbnailWithTransform: true,")
                    w("    kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,")
                    w("]")
                    w("guard let source = CGImageSourceCreateWithData(data as CFData, nil),")
                    w("      let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)")
                    w("else { return nil }")
                    w("return UIImage(cgImage: image)")
    preview_block(w, ctx, ["@Previewable @State var data: Data?", f"{name}(imageData: $data)", "    .padding()"])
    return finish(w, ctx, 'view')


def gen_collapsing_header(ctx, filename):
    """A scroll view with a header that collapses into a compact bar as the user scrolls."""
    e, w = ctx.entity, Swift()
    file_header(w, ctx, filename)
    row = ctx.name("row")
    name = ctx.pick([f"{e.name}FeedView", f"{e.title.replace(' ', '').replace('-', '')}FeedView", "HighlightsView"])
    legacy_offset = ctx.flaw("ungated-hot-path-update")
    w.doc("A feed whose large header shrinks into a compact title bar while scrolling.")
    with w.block(f"struct {name}: View"):
        w(f"let {e.plural}: [{e.name}]")
        if legacy_offset:
            w("@State private var scrollOffset: CGFloat = 0")
        w("@State private var isCompact = false")
        w.blank()
        with w.block("var body: some View"):
            with w.block("ScrollView"):
                with w.block(f"LazyVStack(alignment: .leading, spacing: {ctx.spacing('md')})"):
                    w("header")
                    with w.block(f"ForEach({e.plural}) {{ item in"):
                        w(f"{row}({e.var}: item)")
                        with w.indented():
                            w(".padding(.horizontal)")
                if legacy_offset:
                    with w.indented():
                        w(".background { offsetReader }")
            with w.indented():
                if legacy_offset:
                    w('.coordinateSpace(name: "scroll")')
                    with w.block(".onPreferenceChange(ScrollOffsetKey.self) { value in"):
                        w("scrollOffset = value")
                        w("isCompact = value < -120")
                else:
                    w(".onScrollGeometryChange(for: Bool.self) { geometry in")
                    w("    geometry.contentOffset.y > 120")
                    w("} action: { _, newValue in")
                    w("    isCompact = newValue")
                    w("}")
                w(".safeAreaInset(edge: .top) { compactBar }")
                if not ctx.flaw("transition-without-animation", 2):
                    w(".animation(.snappy, value: isCompact)")
        w.blank()
        w("@ViewBuilder")
        with w.block("private var compactBar: some View"):
            with w.block("if isCompact"):
                w(f'Text("{e.title}")')
                with w.indented():
                    w(".font(.headline)", ".frame(maxWidth: .infinity)", f".padding(.vertical, {ctx.spacing('sm')})",
                      ".background(.bar)", ".transition(.move(edge: .top).combined(with: .opacity))")
        if legacy_offset:
            w.blank()
            with w.block("private var offsetReader: some View"):
                with w.block("GeometryReader { proxy in"):
                    w("Color.clear.preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .named(\"scroll\")).minY)")
        w.blank()
        with w.block("private var header: some View"):
            with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('xs')})"):
                w(f'Text("{e.title}")')
                with w.indented():
                    w(ctx.font("largeTitle"), ctx.bold())
                w(f'Text("\\({e.plural}.count) items")')
                with w.indented():
                    w(".foregroundStyle(.secondary)")
            with w.indented():
                w(".padding()")
    if legacy_offset:
        w.blank()
        with w.block("private struct ScrollOffsetKey: PreferenceKey"):
            w("static let defaultValue: CGFloat = 0")
            with w.block("static func reduce(value: inout CGFloat, nextValue: () -> CGFloat)"):
                w("value = nextValue()")
    preview_block(w, ctx, [f"{name}({e.plural}: {e.name}.samples)"])
    return finish(w, ctx, 'view')


def gen_search_view(ctx, filename):
    """The search tab: scoped search with suggestions and recent searches."""
    w, d = Swift(), ctx.domain
    e = d.entities[0]
    file_header(w, ctx, filename)
    store, row, detail = ctx.name("store", e), ctx.name("row", e), ctx.name("detail", e)
    w.doc("The search tab. Searches across everything in the app.")
    with w.block("struct SearchView: View"):
        w(f"@Environment({store}.self) private var store")
        w('@State private var query = ""')
        w('@AppStorage("recentSearches") private var recentSearchesData = Data()')
        w.blank()
        with w.block("var body: some View"):
            with w.block("List"):
                with w.block("if query.isEmpty"):
                    w("recentSection")
                with w.block("else"):
                    with w.block("ForEach(results) { item in"):
                        with w.block("NavigationLink(value: item)"):
                            w(f"{row}({e.var}: item)")
            with w.indented():
                w('.navigationTitle("Search")')
                w(f'.searchable(text: $query, prompt: "{e.title}, {d.entities[-1].title.lower()} and more")')
                w(f".navigationDestination(for: {e.name}.self) {{ {detail}({e.var}: $0) }}")
                w(".overlay { noResults }")
                w(".onSubmit(of: .search) { remember(query) }")
        w.blank()
        w("@ViewBuilder")
        with w.block("private var noResults: some View"):
            with w.block("if !query.isEmpty && results.isEmpty"):
                w("ContentUnavailableView.search(text: query)")
        w.blank()
        with w.block("private var recentSection: some View"):
            with w.block('Section("Recent")'):
                if ctx.flaw("foreach-id-self", 2):
                    head, term = "ForEach(recentSearches, id: \\.self) { recent in", "recent.term"
                elif ctx.flaw("foreach-indices", 2):
                    head, term = "ForEach(recentSearches.indices, id: \\.self) { index in", "recentSearches[index].term"
                else:
                    head, term = "ForEach(recentSearches, id: \\.term) { recent in", "recent.term"
                with w.block(head):
                    w(f'Button({term}, systemImage: "clock.arrow.circlepath") {{ query = {term} }}')
        w.blank()
        with w.block(f"private var results: [{e.name}]"):
            if ctx.flaw("localized-contains", 3):
                w(f"store.{e.plural}.filter {{ $0.{e.title_field.name}.contains(query) }}")
            else:
                w(f"store.{e.plural}.filter {{ $0.{e.title_field.name}.localizedStandardContains(query) }}")
        w.blank()
        with w.block("private var recentSearches: [RecentSearch]"):
            w("(try? JSONDecoder().decode([RecentSearch].self, from: recentSearchesData)) ?? []")
        w.blank()
        with w.block("private func remember(_ term: String)"):
            w("var recent = recentSearches.filter { $0.term != term }")
            w("recent.insert(RecentSearch(term: term), at: 0)")
            w("recentSearchesData = (try? JSONEncoder().encode(Array(recent.prefix(8)))) ?? Data()")
    w.blank()
    with w.block("struct RecentSearch: Codable, Hashable"):
        w("let term: String")
    preview_block(w, ctx, ["NavigationStack {", "    SearchView()", f"        .environment({store}.preview)", "}"])
    return finish(w, ctx, 'view')


# =============================================================================================
# Supporting declarations that bring a file to its size target
# =============================================================================================

EXTRAS = {"view": [], "model": [], "store": [], "service": [], "enum": [], "helpers": [], "components": []}


EXTRA_KINDS = {}        # supporting view -> the file kinds it fits in
MAX_EXTRAS = 4


def extra(*pools, kinds=None):
    def register(fn):
        for pool in pools:
            EXTRAS[pool].append(fn)
        if kinds:
            EXTRA_KINDS[fn] = set(kinds.split())
        return fn
    return register


def fill(w, ctx, pool, reserve=0):
    """Add supporting declarations from `pool` until the file reaches its size target."""
    if pool is None:
        return
    candidates = [fn for fn in EXTRAS[pool] if fn not in EXTRA_KINDS or ctx.kind in EXTRA_KINDS[fn]]
    ctx.rng.shuffle(candidates)
    added = 0
    for fn in candidates:
        if len(w.lines) + reserve >= ctx.target or added >= ctx.max_extras:
            break
        added += 1
        mark = len(w.lines)
        w.blank()
        if fn(ctx, w) is False:        # not applicable to this entity, or already present
            del w.lines[mark:]
            added -= 1


def finish(w, ctx, pool):
    """Supporting declarations, then the queued previews; returns the file's text."""
    reserve = sum(len(body) + 3 for body, _ in ctx.previews)
    fill(w, ctx, pool, reserve)
    for body, title in ctx.previews:
        write_preview(w, body, title)
    if ctx.previews and len(w.lines) < ctx.target - 8 and ctx.chance(0.6):
        body = ctx.previews[0][0]
        if not any(line.lstrip().startswith(("@", "return")) for line in body):
            title, modifier = ctx.pick([("Dark Mode", ".preferredColorScheme(.dark)"),
                                        ("Large Text", ".dynamicTypeSize(.accessibility2)"),
                                        ("German", '.environment(\\.locale, Locale(identifier: "de"))')])
            write_preview(w, ["Group {"] + ["    " + line for line in body] + ["}", modifier], title)
    text = w.text()
    if ctx.extra_imports:
        lines = text.split("\n")
        last_import = max(i for i, line in enumerate(lines) if line.startswith("import "))
        for module in sorted(ctx.extra_imports):
            if f"import {module}" not in lines:
                lines.insert(last_import + 1, f"import {module}")
        text = "\n".join(lines)
    return text


def claim(ctx, name):
    """Reserve a type name in this file; False when it is already declared."""
    if name in ctx.declared:
        return False
    ctx.declared.add(name)
    return True


# --- supporting views ------------------------------------------------------------------------

@extra("view", kinds="list dashboard feed")
def _x_summary_header(ctx, w):
    e = ctx.entity
    name = f"{e.name}SummaryHeader"
    if not claim(ctx, name):
        return False
    money, date, flag = e.first("money"), e.first("date"), e.first("flag")
    w.doc(f"A one-line summary above the {e.noun} list.")
    with w.block(f"private struct {name}: View"):
        w(f"let {e.plural}: [{e.name}]")
        w.blank()
        with w.block("var body: some View"):
            with w.block("HStack"):
                with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('xs')})"):
                    w(f'Text("\\({e.plural}.count) {e.title.lower()}")')
                    with w.indented():
                        w(ctx.font("headline"))
                    if money is not None and ctx.flaw("heavy-computation-in-body", 3):
                        w(f'Text({e.plural}.reduce(Decimal.zero) {{ $0 + $1.{money.name} }}, '
                          f'format: .currency(code: "{ctx.project.currency}"))')
                    else:
                        w("Text(subtitle)")
                    with w.indented():
                        w(ctx.font("caption"), ctx.fg(".secondary"))
                w("Spacer()")
                w(f'Image(systemName: "{e.symbol}")')
                with w.indented():
                    w(".font(.title2)", ".foregroundStyle(.tint)", ".accessibilityHidden(true)")
            with w.indented():
                w(f".padding(.vertical, {ctx.spacing('xs')})")
        w.blank()
        with w.block("private var subtitle: String"):
            if money is not None:
                w(f"let total = {e.plural}.reduce(Decimal.zero) {{ $0 + $1.{money.name} }}")
                w(f'return "Total \\(total.formatted(.currency(code: "{ctx.project.currency}")))"')
            elif date is not None:
                w(f"guard let latest = {e.plural}.map(\\.{date.name}).max() else {{ return \"Nothing yet\" }}")
                w('return "Latest \\(latest.formatted(.relative(presentation: .named)))"')
            elif flag is not None:
                w(f'"\\({e.plural}.filter(\\.{flag.name}).count) {flag.label.lower()}"')
            else:
                w('"Updated \\(Date.now.formatted(date: .omitted, time: .shortened))"')


@extra("view", kinds="list search dashboard")
def _x_empty_state(ctx, w):
    e = ctx.entity
    name = f"{e.name}EmptyState"
    if not claim(ctx, name):
        return False
    w.doc(f"Shown when there are no {e.title.lower()} yet.")
    with w.block(f"struct {name}: View"):
        w("var onAdd: () -> Void")
        w.blank()
        with w.block("var body: some View"):
            with w.block("ContentUnavailableView", close="} description: {"):
                w(f'Label("No {e.title}", systemImage: "{e.symbol}")')
            with w.indented():
                w(f'Text("{ctx.pick(ctx.domain.phrases)}")')
            w("} actions: {")
            with w.indented():
                w(f'Button("Add {e.name}", systemImage: "plus", action: onAdd)')
                with w.indented():
                    w(ctx.button_style("borderedProminent"))
            w("}")


@extra("view", kinds="list feed search")
def _x_filter_bar(ctx, w):
    e = ctx.entity
    f = e.first("enum")
    if f is None or not claim(ctx, f"{f.type}FilterBar"):
        return False
    w.doc(f"Horizontal chips that filter by {f.label.lower()}; nil selects everything.")
    with w.block(f"struct {f.type}FilterBar: View"):
        w(f"@Binding var selection: {f.type}?")
        w.blank()
        with w.block("var body: some View"):
            with w.block("ScrollView(.horizontal)"):
                stack = "HStack" if ctx.flaw("eager-stack-in-scrollview") else "LazyHStack"
                with w.block(f"{stack}(spacing: {ctx.spacing('sm')})"):
                    w('chip("All", isSelected: selection == nil) { selection = nil }')
                    with w.block(f"ForEach({f.type}.allCases) {{ option in"):
                        w("chip(option.title, isSelected: selection == option) { selection = option }")
                with w.indented():
                    w(".padding(.horizontal)")
            with w.indented():
                w(".scrollIndicators(.hidden)")
        w.blank()
        with w.block("private func chip(_ title: LocalizedStringKey, isSelected: Bool, action: @escaping () -> Void) -> some View"):
            w("Button(title, action: action)")
            with w.indented():
                w(".buttonStyle(.bordered)", ".tint(isSelected ? .accentColor : .secondary)",
                  ".accessibilityAddTraits(isSelected ? .isSelected : [])")


@extra("view", kinds="detail dashboard session")
def _x_stat_tile(ctx, w):
    if not claim(ctx, "StatTile"):
        return False
    with w.block("private struct StatTile: View"):
        w("let title: LocalizedStringKey", "let value: String", "let systemImage: String")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('xs')})"):
                w("Image(systemName: systemImage)")
                with w.indented():
                    w(".foregroundStyle(.tint)")
                w("Text(value)")
                with w.indented():
                    w(ctx.font("title3"), ".monospacedDigit()")
                w("Text(title)")
                with w.indented():
                    w(ctx.font("caption"), ctx.fg(".secondary"))
            with w.indented():
                w(".frame(maxWidth: .infinity, alignment: .leading)", ".padding()")
                if ctx.flaw("corner-radius"):
                    w(".background(.background.secondary)", ".cornerRadius(12)")
                else:
                    w(ctx.card_background())


@extra("view", kinds="detail")
def _x_quick_actions(ctx, w):
    e = ctx.entity
    if not claim(ctx, f"{e.name}QuickActions"):
        return False
    actions = ctx.domain.actions
    w.doc(f"The buttons under {article(e.noun)}'s header.")
    with w.block(f"struct {e.name}QuickActions: View"):
        for verb, _ in actions:
            w(f"var on{type_name(verb)}: () -> Void")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"HStack(spacing: {ctx.spacing('md')})"):
                for verb, symbol in actions:
                    if ctx.flaw("image-only-button", 0.5):
                        with w.block(f"Button(action: on{type_name(verb)})"):
                            w(f'Image(systemName: "{symbol}")')
                    else:
                        with w.block(f"Button(action: on{type_name(verb)})"):
                            w(f'Label("{verb}", systemImage: "{symbol}")')
                            with w.indented():
                                w(".frame(maxWidth: .infinity)")
            with w.indented():
                w(ctx.button_style("bordered"))


@extra("view", kinds="detail row")
def _x_info_sheet(ctx, w):
    e = ctx.entity
    if not claim(ctx, f"{e.name}InfoSheet"):
        return False
    obj = e.var
    facts = [f for f in e.fields[1:] if f.kind not in ("url",)]
    with w.block(f"private struct {e.name}InfoSheet: View"):
        w(f"let {obj}: {e.name}")
        w("@Environment(\\.dismiss) private var dismiss")
        w.blank()
        with w.block("var body: some View"):
            with w.block("NavigationStack"):
                with w.block("List"):
                    for f in facts[:5]:
                        for line in labeled_content(ctx, f, obj):
                            w(line)
                with w.indented():
                    w(f".navigationTitle({obj}.{e.title_field.name})", ".navigationBarTitleDisplayMode(.inline)")
                    w('.toolbar { Button("Done") { dismiss() } }')
            with w.indented():
                w(".presentationDetents([.medium])")


@extra("view", kinds="detail dashboard settings")
def _x_section_header(ctx, w):
    if not claim(ctx, "SectionHeader"):
        return False
    with w.block("private struct SectionHeader: View"):
        w("let title: LocalizedStringKey")
        w("var actionTitle: LocalizedStringKey?")
        w("var action: (() -> Void)?")
        w.blank()
        with w.block("var body: some View"):
            with w.block("HStack(alignment: .firstTextBaseline)"):
                w("Text(title)")
                with w.indented():
                    w(ctx.font("title3"), ctx.bold())
                w("Spacer()")
                with w.block("if let actionTitle, let action"):
                    w("Button(actionTitle, action: action)")
                    with w.indented():
                        w(".font(.subheadline)")
            with w.indented():
                w(".accessibilityAddTraits(.isHeader)")


@extra("view", kinds="detail dashboard session")
def _x_progress_card(ctx, w):
    e = ctx.entity
    f = e.first("double", "count")
    if f is None or not claim(ctx, "ProgressCard"):
        return False
    w.doc("A gauge with a caption, for goals and limits.")
    with w.block("struct ProgressCard: View"):
        w("let title: LocalizedStringKey", "let value: Double", "let total: Double")
        w.blank()
        with w.block("private var fraction: Double"):
            w("total > 0 ? min(value / total, 1) : 0")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"HStack(spacing: {ctx.spacing('lg')})"):
                with w.block("Gauge(value: fraction)", close="} currentValueLabel: {"):
                    w("EmptyView()")
                with w.indented():
                    w("Text(fraction, format: .percent.precision(.fractionLength(0)))")
                w("}")
                with w.indented():
                    w(".gaugeStyle(.accessoryCircularCapacity)", ".tint(fraction < 1 ? .blue : .green)")
                with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('xs')})"):
                    w("Text(title).font(.headline)")
                    w('Text("\\(value, format: .number) of \\(total, format: .number)")')
                    with w.indented():
                        w(".font(.caption)", ctx.fg(".secondary"))
            with w.indented():
                w(".padding()", ctx.card_background("16"))


@extra("view", kinds="list detail dashboard search")
def _x_loading_modifier(ctx, w):
    if not claim(ctx, "loadingExtension"):
        return False
    with w.block("private extension View"):
        w.doc("Shows placeholder shapes instead of the content while it loads.")
        with w.block("func loading(_ isLoading: Bool) -> some View"):
            w("redacted(reason: isLoading ? .placeholder : [])")
            with w.indented():
                w(".disabled(isLoading)", ".allowsHitTesting(!isLoading)")


@extra("view", kinds="detail row")
def _x_share_text(ctx, w):
    e = ctx.entity
    if not claim(ctx, "shareText"):
        return False
    shown = [f for f in e.fields[1:] if f.kind in ("text", "date", "money", "count", "enum")][:3]
    with w.block(f"private extension {e.name}"):
        w.doc("Plain text used when sharing outside the app.")
        with w.block("var shareText: String"):
            w(f"var lines = [{e.title_field.name}]")
            for f in shown:
                v = {"text": f"{f.name}", "date": f"{f.name}.formatted(date: .long, time: .omitted)",
                     "money": f'{f.name}.formatted(.currency(code: "{ctx.project.currency}"))',
                     "count": f'"\\({f.name}) {f.unit}"', "enum": f"{f.name}.title"}[f.kind]
                if f.kind == "enum":
                    v = f'String(describing: {f.name})'
                w(f"lines.append({v})")
            w('return lines.joined(separator: "\\n")')


@extra("view", kinds="list")
def _x_sort_menu(ctx, w):
    e = ctx.entity
    if e.first("date") is None or not claim(ctx, f"{e.name}SortMenu"):
        return False
    w.doc("The toolbar menu for choosing a sort order.")
    with w.block(f"struct {e.name}SortMenu: View"):
        w(f"@Binding var order: {e.name}SortOrder")
        w("@Binding var ascending: Bool")
        w.blank()
        with w.block("var body: some View"):
            with w.block("Menu", close="} label: {"):
                with w.block('Picker("Sort By", selection: $order)'):
                    with w.block(f"ForEach({e.name}SortOrder.allCases) {{ order in"):
                        w("Text(order.title).tag(order)")
                w('Toggle("Ascending", isOn: $ascending)')
            with w.indented():
                w('Label("Sort", systemImage: "arrow.up.arrow.down")')
            w("}")


@extra("view", kinds="list dashboard editor settings search")
def _x_tips_banner(ctx, w):
    e = ctx.entity
    if not claim(ctx, "TipBanner"):
        return False
    w.doc("A dismissible hint shown until the user closes it once.")
    with w.block("private struct TipBanner: View"):
        w(f'@AppStorage("tips.{e.var}.dismissed") private var isDismissed = false')
        w.blank()
        with w.block("var body: some View"):
            with w.block("if !isDismissed"):
                with w.block(f"HStack(alignment: .top, spacing: {ctx.spacing('md')})"):
                    w('Image(systemName: "lightbulb")')
                    with w.indented():
                        w(ctx.fg(".yellow"))
                    w(f'Text("{ctx.pick(ctx.domain.phrases)}")')
                    with w.indented():
                        w(".font(.callout)")
                    w("Spacer()")
                    with w.block('Button("Dismiss", systemImage: "xmark")'):
                        w("withAnimation { isDismissed = true }")
                    with w.indented():
                        w(".labelStyle(.iconOnly)", ".buttonStyle(.plain)", ctx.fg(".secondary"))
                with w.indented():
                    w(".padding()", ".background(.yellow.opacity(0.12), in: .rect(cornerRadius: 12))")
                    inline = ctx.flaw("conditional-inline-transition")
                    w(".opacity(isDismissed ? 0 : 1)" if inline else ".transition(.opacity)")


@extra("view", kinds="row detail list")
def _x_status_badge(ctx, w):
    e = ctx.entity
    flag = e.first("flag")
    if flag is None or not claim(ctx, f"{e.name}StatusBadge"):
        return False
    on, _ = flag.symbols
    w.doc(f"A small badge for {e.title.lower()} marked {flag.label.lower()}; nothing otherwise.")
    with w.block(f"struct {e.name}StatusBadge: View"):
        w(f"let {e.var}: {e.name}")
        w.blank()
        w("var body: some View { badge }")
        w.blank()
        if ctx.flaw("any-view", 3):
            with w.block("private var badge: AnyView"):
                with w.block(f"if {e.var}.{flag.name}"):
                    w(f'return AnyView(Label("{flag.label}", systemImage: "{on}").labelStyle(.iconOnly).foregroundStyle(.tint))')
                w("return AnyView(EmptyView())")
        else:
            if not ctx.flaw("missing-viewbuilder", 2):
                w("@ViewBuilder")
            with w.block("private var badge: some View"):
                with w.block(f"if {e.var}.{flag.name}"):
                    w(f'Label("{flag.label}", systemImage: "{on}")')
                    with w.indented():
                        w(".labelStyle(.iconOnly)", ".foregroundStyle(.tint)")
                with w.block("else"):
                    w("EmptyView()")


@extra("view", kinds="detail dashboard feed row")
def _x_hero_card(ctx, w):
    e = ctx.entity
    f = e.first("enum")
    if f is None or not claim(ctx, f"{e.name}HeroCard"):
        return False
    obj = e.var
    w.doc(f"A large coloured card for the featured {e.noun}.")
    with w.block(f"struct {e.name}HeroCard: View"):
        w(f"let {obj}: {e.name}")
        w.blank()
        with w.block("var body: some View"):
            with w.block("ZStack(alignment: .bottomLeading)"):
                w(f"LinearGradient(colors: [{obj}.{f.name}.tint, {obj}.{f.name}.tint.opacity(0.5)], "
                  "startPoint: .topLeading, endPoint: .bottomTrailing)")
                with w.indented():
                    if ctx.flaw("blur-after-clip", 3):
                        w(".clipShape(.rect(cornerRadius: 20))", ".blur(radius: 12)")
                    else:
                        w(".blur(radius: 12)", ".clipShape(.rect(cornerRadius: 20))")
                with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('xs')})"):
                    w(f"Label({obj}.{f.name}.title, systemImage: {obj}.{f.name}.symbol)")
                    with w.indented():
                        w(".font(.caption.weight(.semibold))")
                    w(f"Text({obj}.{e.title_field.name})")
                    with w.indented():
                        w(ctx.font("title2"), ctx.bold())
                with w.indented():
                    w(".foregroundStyle(.white)", ".padding()")
            with w.indented():
                w(".frame(height: 160)", ".accessibilityElement(children: .combine)")


# --- supporting model code ----------------------------------------------------------------

@extra("model")
def _x_collection_stats(ctx, w):
    e = ctx.entity
    if not claim(ctx, "collectionStats"):
        return False
    money, date, enum_field, num = e.first("money"), e.first("date"), e.first("enum"), e.first("count", "minutes", "double")
    w.mark("Collections")
    with w.block(f"extension Array where Element == {e.name}"):
        if money is not None:
            with w.block(f"var total{upper_first(money.name)}: Decimal"):
                w(f"reduce(0) {{ $0 + $1.{money.name} }}")
            w.blank()
        if num is not None:
            with w.block(f"var average{upper_first(num.name)}: Double"):
                w("guard !isEmpty else { return 0 }")
                w(f"return reduce(0) {{ $0 + Double($1.{num.name}) }} / Double(count)")
            w.blank()
        if enum_field is not None:
            with w.block(f"func grouped() -> [{enum_field.type}: [{e.name}]]"):
                w(f"Dictionary(grouping: self, by: \\.{enum_field.name})")
            w.blank()
        if date is not None:
            with w.block(f"func between(_ start: Date, and end: Date) -> [{e.name}]"):
                w(f"filter {{ ($0.{date.name} >= start) && ($0.{date.name} < end) }}")
            w.blank()
            with w.block(f"var mostRecent: {e.name}?"):
                w(f"self.max {{ $0.{date.name} < $1.{date.name} }}")
        else:
            with w.block(f"func sortedBy{upper_first(e.title_field.name)}() -> [{e.name}]"):
                t = e.title_field.name
                w(f"sorted {{ $0.{t}.localizedStandardCompare($1.{t}) == .orderedAscending }}")


@extra("model")
def _x_validation(ctx, w):
    e = ctx.entity
    if not claim(ctx, "validation"):
        return False
    t = e.title_field
    num = e.first("count", "money", "minutes")
    w.mark("Validation")
    with w.block(f"extension {e.name}"):
        with w.block("enum ValidationError: LocalizedError, Equatable"):
            w(f"case missing{upper_first(t.name)}")
            w(f"case {t.name}TooLong(limit: Int)")
            if num is not None:
                w(f"case negative{upper_first(num.name)}")
            w.blank()
            with w.block("var errorDescription: String?"):
                with w.block("switch self"):
                    w(f'case .missing{upper_first(t.name)}: "Enter a {t.label.lower()}."')
                    w(f'case .{t.name}TooLong(let limit): "Keep the {t.label.lower()} under \\(limit) characters."')
                    if num is not None:
                        w(f'case .negative{upper_first(num.name)}: "{num.label} can’t be negative."')
        w.blank()
        w.doc(f"Checks the fields {article(e.noun)} needs before it can be saved.")
        with w.block("func validate() throws"):
            w(f"let trimmed = {t.name}.trimmingCharacters(in: .whitespacesAndNewlines)")
            w(f"guard !trimmed.isEmpty else {{ throw ValidationError.missing{upper_first(t.name)} }}")
            w(f"guard trimmed.count <= 120 else {{ throw ValidationError.{t.name}TooLong(limit: 120) }}")
            if num is not None and f"{num.name}" != "amount":
                w(f"guard {num.name} >= 0 else {{ throw ValidationError.negative{upper_first(num.name)} }}")


@extra("model")
def _x_random(ctx, w):
    e = ctx.entity
    if not claim(ctx, "random"):
        return False
    w("#if DEBUG")
    with w.block(f"extension {e.name}"):
        w.doc("Random values for previews and UI tests.")
        with w.block(f"static func random() -> {e.name}"):
            args = []
            for f in e.fields:
                if f.kind == "title":
                    args.append(f"{f.name}: samples.randomElement()?.{f.name} ?? \"Untitled\"")
                elif f.kind in ("count", "minutes", "rating"):
                    hi = 5 if f.kind == "rating" else f.hi
                    args.append(f"{f.name}: Int.random(in: {max(f.lo, 0)}...{hi})")
                elif f.kind == "double":
                    args.append(f"{f.name}: Double.random(in: {f.lo if f.hi > 1 else 0}...{f.hi})")
                elif f.kind == "money":
                    args.append(f"{f.name}: Decimal(Int.random(in: 1...500))")
                elif f.kind == "date":
                    args.append(f"{f.name}: .now.addingTimeInterval(.random(in: -30...30) * 86_400)")
                elif f.kind == "flag":
                    args.append(f"{f.name}: .random()")
                elif f.kind == "enum":
                    args.append(f"{f.name}: {f.type}.allCases.randomElement()!")
                else:
                    args.append(f"{f.name}: {default_value(ctx, f)}")
            w(f"{e.name}(")
            with w.indented():
                for i, a in enumerate(args):
                    w(a + ("," if i < len(args) - 1 else ""))
            w(")")
    w("#endif")


@extra("model")
def _x_description(ctx, w):
    e = ctx.entity
    if not claim(ctx, "description"):
        return False
    with w.block(f"extension {e.name}: CustomStringConvertible"):
        w(f'var description: String {{ "{e.name}(\\({e.title_field.name}))" }}')


@extra("model")
def _x_csv(ctx, w):
    e = ctx.entity
    if not claim(ctx, "csv"):
        return False
    fields = [f for f in e.fields if f.kind not in ("url",)]
    w.mark("Export")
    with w.block(f"extension {e.name}"):
        w(f'static let csvHeader = "{",".join(f.name for f in fields)}"')
        w.blank()
        with w.block("var csvRow: String"):
            w("[")
            with w.indented():
                for f in fields:
                    v = {"title": f"{f.name}.csvEscaped", "text": f"{f.name}.csvEscaped",
                         "date": f"{f.name}.formatted(.iso8601)", "enum": f"String(describing: {f.name})",
                         "money": f"\"\\({f.name})\""}.get(f.kind, f"String({f.name})")
                    w(v + ",")
            w('].joined(separator: ",")')
    w.blank()
    with w.block("private extension String"):
        with w.block("var csvEscaped: String"):
            w('contains(",") || contains("\\"") ? "\\"" + replacingOccurrences(of: "\\"", with: "\\"\\"") + "\\"" : self')


@extra("model")
def _x_draft(ctx, w):
    e = ctx.entity
    if not claim(ctx, f"{e.name}Draft"):
        return False
    editable = [f for f in e.fields if f.kind in ("title", "text", "count", "date", "flag", "enum", "money")]
    w.doc(f"The editable part of {article(e.noun)}, kept separately so Cancel can throw it away.")
    with w.block(f"struct {e.name}Draft: Equatable"):
        for f in editable:
            w(f"var {f.name}: {f.type} = {default_value(ctx, f)}")
        w.blank()
        w("init() {}")
        w.blank()
        with w.block(f"init(_ {e.var}: {e.name})"):
            for f in editable:
                w(f"{f.name} = {e.var}.{f.name}")
        w.blank()
        with w.block(f"func applied(to {e.var}: {e.name}) -> {e.name}"):
            w(f"var copy = {e.var}")
            for f in editable:
                w(f"copy.{f.name} = {f.name}")
            w("return copy")


# --- supporting store code (inside the class) ---------------------------------------------

@extra("store")
def _x_disk_cache(ctx, w):
    e = ctx.entity
    if not claim(ctx, "diskCache"):
        return False
    w.mark("Offline cache")
    with w.block("private var cacheURL: URL"):
        w(f'URL.cachesDirectory.appending(path: "{e.plural}.json")')
    w.blank()
    w.doc("Writes the current list so the next launch can show it before the network answers.")
    with w.block("func saveCache()"):
        with w.block("do"):
            w(f"let data = try JSONEncoder().encode({e.plural})")
            w("try data.write(to: cacheURL, options: .atomic)")
        with w.block("catch"):
            w("// A missing cache only costs a spinner on the next launch.")
    w.blank()
    with w.block("func loadCache()"):
        w("guard let data = try? Data(contentsOf: cacheURL),")
        w(f"      let cached = try? JSONDecoder().decode([{e.name}].self, from: data)")
        w("else { return }")
        w(f"{e.plural} = cached")


@extra("store")
def _x_duplicate(ctx, w):
    e = ctx.entity
    if not claim(ctx, "duplicate"):
        return False
    with w.block(f"func duplicate(_ {e.var}: {e.name})"):
        w(f"var copy = {e.var}")
        w("copy.id = UUID()")
        w(f'copy.{e.title_field.name} = String(localized: "\\({e.var}.{e.title_field.name}) Copy")')
        w("add(copy)")


@extra("store")
def _x_counts(ctx, w):
    e = ctx.entity
    f = e.first("enum")
    if f is None or not claim(ctx, "counts"):
        return False
    w.doc(f"How many {e.title.lower()} there are of each {f.label.lower()}, for the filter badges.")
    with w.block(f"var countsBy{upper_first(f.name)}: [{f.type}: Int]"):
        w(f"{e.plural}.reduce(into: [:]) {{ counts, item in counts[item.{f.name}, default: 0] += 1 }}")


@extra("store")
def _x_import(ctx, w):
    e = ctx.entity
    if not claim(ctx, "import"):
        return False
    w.mark("Import")
    w.doc(f"Adds {e.title.lower()} from a JSON file the user picked, skipping ones we already have.")
    with w.block("func importItems(from url: URL) async throws -> Int"):
        w("let accessing = url.startAccessingSecurityScopedResource()")
        w("defer { if accessing { url.stopAccessingSecurityScopedResource() } }")
        w("let data = try Data(contentsOf: url)")
        w(f"let incoming = try JSONDecoder.api.decode([{e.name}].self, from: data)")
        w(f"let known = Set({e.plural}.map(\\.id))")
        w("let fresh = incoming.filter { !known.contains($0.id) }")
        w(f"{e.plural}.append(contentsOf: fresh)")
        with w.block("for item in fresh"):
            w("await persist(item)")
        w("return fresh.count")


@extra("store")
def _x_reminders(ctx, w):
    e = ctx.entity
    date = e.first("date")
    if date is None or not claim(ctx, "reminders"):
        return False
    ctx.extra_imports.add("UserNotifications")
    w.mark("Reminders")
    with w.block(f"func scheduleReminder(for {e.var}: {e.name}) async"):
        w("let center = UNUserNotificationCenter.current()")
        w("guard (try? await center.requestAuthorization(options: [.alert, .sound])) == true else { return }")
        w("let content = UNMutableNotificationContent()")
        w(f"content.title = {e.var}.{e.title_field.name}")
        w("content.sound = .default")
        w(f"let components = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: {e.var}.{date.name})")
        w("let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)")
        w(f"let request = UNNotificationRequest(identifier: {e.var}.id.uuidString, content: content, trigger: trigger)")
        w("try? await center.add(request)")
    w.blank()
    with w.block(f"func cancelReminder(for {e.var}: {e.name})"):
        w(f"UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [{e.var}.id.uuidString])")


@extra("store")
def _x_undo(ctx, w):
    e = ctx.entity
    if not claim(ctx, "undo"):
        return False
    w.mark("Undo")
    w("@ObservationIgnored var undoManager: UndoManager?" if "ObservableObject" not in "\n".join(w.lines)
      else "var undoManager: UndoManager?")
    w.blank()
    with w.block(f"func deleteWithUndo(_ {e.var}: {e.name})"):
        w(f"guard let index = {e.plural}.firstIndex(where: {{ $0.id == {e.var}.id }}) else {{ return }}")
        w(f"{e.plural}.remove(at: index)")
        with w.block("undoManager?.registerUndo(withTarget: self) { store in"):
            w(f"store.{e.plural}.insert({e.var}, at: min(index, store.{e.plural}.count))")
        w(f'undoManager?.setActionName(String(localized: "Delete {e.name}"))')


# --- supporting service code --------------------------------------------------------------

@extra("service")
def _x_endpoint(ctx, w):
    e = ctx.entity
    if not claim(ctx, "Endpoint"):
        return False
    w.doc("Every request the app makes, in one place.")
    with w.block("enum Endpoint"):
        w("case list(page: Int)", "case detail(id: UUID)", "case update(id: UUID)", "case delete(id: UUID)",
          "case search(query: String)")
        w.blank()
        with w.block("var path: String"):
            with w.block("switch self"):
                w(f'case .list: "{e.plural.lower()}"')
                w(f'case .detail(let id), .update(let id), .delete(let id): "{e.plural.lower()}/\\(id.uuidString)"')
                w(f'case .search: "{e.plural.lower()}/search"')
        w.blank()
        with w.block("var method: String"):
            with w.block("switch self"):
                w('case .list, .detail, .search: "GET"', 'case .update: "PUT"', 'case .delete: "DELETE"')
        w.blank()
        with w.block("var queryItems: [URLQueryItem]"):
            with w.block("switch self"):
                w('case .list(let page): [URLQueryItem(name: "page", value: String(page))]')
                w('case .search(let query): [URLQueryItem(name: "q", value: query)]')
                w("default: []")


@extra("service")
def _x_page(ctx, w):
    if not claim(ctx, "Page"):
        return False
    w.doc("One page of a paginated response.")
    with w.block("struct Page<Item: Decodable>: Decodable"):
        w("let items: [Item]", "let nextPage: Int?", "let totalCount: Int")
        w.blank()
        w("var hasMore: Bool { nextPage != nil }")


@extra("service")
def _x_failing(ctx, w):
    e = ctx.entity
    service = ctx.name("service")
    if not claim(ctx, "Failing"):
        return False
    w("#if DEBUG")
    w.doc("Always fails; for previews of error states.")
    with w.block(f"struct Failing{service}: {service}Protocol"):
        w(f"var error: {service}Error = .server(status: 503)")
        w.blank()
        with w.block(f"func fetch{upper_first(e.plural)}() async throws -> [{e.name}]"):
            w("try await Task.sleep(for: .milliseconds(200))")
            w("throw error")
        w.blank()
        w(f"func save(_ {e.var}: {e.name}) async throws {{ throw error }}")
        w(f"func delete(_ id: {e.name}.ID) async throws {{ throw error }}")
    w("#endif")


@extra("service")
def _x_logger(ctx, w):
    if not claim(ctx, "Logger"):
        return False
    ctx.extra_imports.add("OSLog")
    with w.block("extension Logger"):
        w(f'static let network = Logger(subsystem: "com.example.{ctx.project.name.lower()}", category: "network")')
        w(f'static let persistence = Logger(subsystem: "com.example.{ctx.project.name.lower()}", category: "persistence")')


@extra("service")
def _x_response_cache(ctx, w):
    if not claim(ctx, "ResponseCache"):
        return False
    w.doc("Keeps recent responses in memory for a short time, so quick tab switches don't refetch.")
    with w.block("actor ResponseCache"):
        with w.block("private struct Entry"):
            w("let data: Data", "let date: Date")
        w.blank()
        w("private var entries: [URL: Entry] = [:]")
        w("private let lifetime: TimeInterval")
        w.blank()
        with w.block("init(lifetime: TimeInterval = 60)"):
            w("self.lifetime = lifetime")
        w.blank()
        with w.block("func data(for url: URL) -> Data?"):
            w("guard let entry = entries[url], Date.now.timeIntervalSince(entry.date) < lifetime else { return nil }")
            w("return entry.data")
        w.blank()
        with w.block("func store(_ data: Data, for url: URL)"):
            w("entries[url] = Entry(data: data, date: .now)")
        w.blank()
        with w.block("func removeAll()"):
            w("entries.removeAll()")


# --- enum and helper extras -------------------------------------------------------------------

@extra("enum")
def _x_display_mode(ctx, w):
    if not claim(ctx, "DisplayMode"):
        return False
    w.doc("How a collection screen lays out its items.")
    with w.block("enum DisplayMode: String, CaseIterable, Identifiable"):
        w("case list, grid")
        w.blank()
        w("var id: Self { self }")
        w.blank()
        with w.block("var symbol: String"):
            with w.block("switch self"):
                w('case .list: "list.bullet"', 'case .grid: "square.grid.2x2"')
        w.blank()
        with w.block("var title: LocalizedStringKey"):
            with w.block("switch self"):
                w('case .list: "List"', 'case .grid: "Grid"')


@extra("enum")
def _x_enum_comparable(ctx, w):
    enum = ctx.current_enum
    if enum is None or not claim(ctx, "enumComparable"):
        return False
    with w.block(f"extension {enum.name}: Comparable"):
        with w.block("private var sortIndex: Int"):
            w("Self.allCases.firstIndex(of: self) ?? 0")
        w.blank()
        with w.block(f"static func < (lhs: {enum.name}, rhs: {enum.name}) -> Bool"):
            w("lhs.sortIndex < rhs.sortIndex")


@extra("enum")
def _x_enum_menu(ctx, w):
    enum = ctx.current_enum
    if enum is None or not claim(ctx, "enumMenu"):
        return False
    w.doc(f"A menu for choosing a {lower_first(enum.name)}, used in toolbars.")
    with w.block(f"struct {enum.name}Menu: View"):
        w(f"@Binding var selection: {enum.name}")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f'Picker("{enum.name}", selection: $selection)'):
                with w.block(f"ForEach({enum.name}.allCases) {{ option in"):
                    w("Label(option.title, systemImage: option.symbol).tag(option)")
            with w.indented():
                w(".pickerStyle(.menu)")


@extra("helpers")
def _x_more_helpers(ctx, w):
    unused = [part for part in HELPER_PARTS if part.__name__ not in ctx.declared]
    if not unused:
        return False
    part = ctx.pick(unused)
    ctx.declared.add(part.__name__)
    part(ctx, w)


@extra("helpers")
def _x_more_helpers_2(ctx, w):
    """A second pick, so a long helpers file can grow by two parts."""
    return _x_more_helpers(ctx, w)


@extra("components")
def _x_more_components(ctx, w):
    unused = [part for part in COMPONENTS if part.__name__ not in ctx.declared]
    if not unused:
        return False
    part = ctx.pick(unused)
    ctx.declared.add(part.__name__)
    part(ctx, w)


# --- more supporting code for the longer files -----------------------------------------------

@extra("store")
def _x_pagination(ctx, w):
    e = ctx.entity
    if not claim(ctx, "pagination"):
        return False
    w.mark("Paging")
    w("private(set) var nextPage: Int? = 2")
    w("private(set) var isLoadingMore = false")
    w.blank()
    w.doc("Loads the next page when the user scrolls near the end of the list.")
    with w.block(f"func loadMoreIfNeeded(after {e.var}: {e.name}) async"):
        w(f"guard let nextPage, !isLoadingMore, {e.var}.id == {e.plural}.last?.id else {{ return }}")
        w("isLoadingMore = true")
        w("defer { isLoadingMore = false }")
        with w.block("do"):
            w(f"let page = try await service.fetch{upper_first(e.plural)}(page: nextPage)")
            w(f"{e.plural}.append(contentsOf: page.items)")
            w("self.nextPage = page.nextPage")
        with w.block("catch"):
            w("errorMessage = error.localizedDescription")


@extra("store")
def _x_weekly_summary(ctx, w):
    e = ctx.entity
    date = e.first("date")
    if date is None or not claim(ctx, "weeklySummary"):
        return False
    num = e.first("money", "count", "minutes", "double")
    w.mark("Summary")
    with w.block("struct WeeklySummary: Equatable"):
        w("var count = 0")
        if num is not None:
            w(f"var total{upper_first(num.name)}: {'Decimal' if num.kind == 'money' else 'Double'} = 0")
        w("var busiestDay: Date?")
    w.blank()
    w.doc("Totals for the seven days up to today, shown on the overview.")
    with w.block("var weeklySummary: WeeklySummary"):
        w("let calendar = Calendar.current")
        w("let start = calendar.date(byAdding: .day, value: -6, to: calendar.startOfDay(for: .now)) ?? .now")
        w(f"let recent = {e.plural}.filter {{ $0.{date.name} >= start }}")
        w("var summary = WeeklySummary()")
        w("summary.count = recent.count")
        if num is not None:
            conv = f"$1.{num.name}" if num.kind in ("money", "double") else f"Double($1.{num.name})"
            w(f"summary.total{upper_first(num.name)} = recent.reduce(0) {{ $0 + {conv} }}")
        w(f"let byDay = Dictionary(grouping: recent) {{ calendar.startOfDay(for: $0.{date.name}) }}")
        w("summary.busiestDay = byDay.max { $0.value.count < $1.value.count }?.key")
        w("return summary")


@extra("store")
def _x_search_debounce(ctx, w):
    e = ctx.entity
    if not claim(ctx, "remoteSearch"):
        return False
    w.mark("Remote search")
    w(f"private(set) var searchResults: [{e.name}] = []")
    w("@ObservationIgnored private var searchTask: Task<Void, Never>?")
    w.blank()
    w.doc("Searches the server after the user pauses typing for a moment.")
    with w.block("func search(_ query: String)"):
        w("searchTask?.cancel()")
        with w.block("guard query.count >= 2 else"):
            w("searchResults = []")
            w("return")
        with w.block("searchTask = Task"):
            w("try? await Task.sleep(for: .milliseconds(300))")
            w("guard !Task.isCancelled else { return }")
            w(f"let results = (try? await service.search{upper_first(e.plural)}(matching: query)) ?? []")
            w("guard !Task.isCancelled else { return }")
            w("searchResults = results")


@extra("store")
def _x_sync(ctx, w):
    e = ctx.entity
    date = e.first("date")
    if date is None or not claim(ctx, "sync"):
        return False
    w.mark("Sync")
    w.doc(f"Merges the server's {e.title.lower()} with local edits; the newer copy of each wins.")
    with w.block("func sync() async"):
        with w.block("do"):
            w(f"let remote = try await service.fetch{upper_first(e.plural)}()")
            w(f"var merged = Dictionary(uniqueKeysWithValues: {e.plural}.map {{ ($0.id, $0) }})")
            with w.block("for item in remote"):
                with w.block(f"if let local = merged[item.id], local.{date.name} > item.{date.name}"):
                    w("continue")
                w("merged[item.id] = item")
            w(f"{e.plural} = merged.values.sorted {{ $0.{date.name} > $1.{date.name} }}")
            w("lastSyncDate = .now")
        with w.block("catch"):
            w("errorMessage = error.localizedDescription")
    w.blank()
    w("private(set) var lastSyncDate: Date?")


@extra("store")
def _x_export(ctx, w):
    e = ctx.entity
    if not claim(ctx, "export"):
        return False
    w.mark("Export")
    w.doc("Writes a CSV file to the temporary folder for the share sheet.")
    with w.block("func exportCSV() throws -> URL"):
        w(f'let url = URL.temporaryDirectory.appending(path: "{ctx.project.name}-{e.plural}.csv")')
        w(f"let rows = [{e.name}.csvHeader] + {e.plural}.map(\\.csvRow)")
        w('try rows.joined(separator: "\\n").write(to: url, atomically: true, encoding: .utf8)')
        w("return url")


@extra("service")
def _x_token_store(ctx, w):
    if not claim(ctx, "TokenStore"):
        return False
    w.doc("Hands out a valid access token, refreshing it once when several requests need it at the same time.")
    with w.block("actor TokenStore"):
        w("private var token: String?")
        w("private var expiry: Date = .distantPast")
        w("private var refreshTask: Task<String, Error>?")
        w("private let refresh: @Sendable () async throws -> (token: String, expiresIn: TimeInterval)")
        w.blank()
        with w.block("init(refresh: @escaping @Sendable () async throws -> (token: String, expiresIn: TimeInterval))"):
            w("self.refresh = refresh")
        w.blank()
        with w.block("func validToken() async throws -> String"):
            with w.block("if let token, expiry > .now.addingTimeInterval(30)"):
                w("return token")
            with w.block("if let refreshTask"):
                w("return try await refreshTask.value")
            with w.block("let task = Task", close="}"):
                w("let result = try await refresh()")
                w("return result.token")
            w("refreshTask = task")
            w("defer { refreshTask = nil }")
            w("let newToken = try await task.value")
            w("token = newToken")
            w("expiry = .now.addingTimeInterval(3_600)")
            w("return newToken")
        w.blank()
        with w.block("func invalidate()"):
            w("token = nil")
            w("expiry = .distantPast")


@extra("service")
def _x_upload(ctx, w):
    if not claim(ctx, "upload"):
        return False
    w.doc("Builds a multipart body for photo uploads.")
    with w.block("struct MultipartForm"):
        w('let boundary = "Boundary-\\(UUID().uuidString)"')
        w("private var body = Data()")
        w.blank()
        w('var contentType: String { "multipart/form-data; boundary=\\(boundary)" }')
        w.blank()
        with w.block("mutating func addFile(named name: String, filename: String, mimeType: String, data: Data)"):
            w('body.append(Data("--\\(boundary)\\r\\n".utf8))')
            w('body.append(Data("Content-Disposition: form-data; name=\\"\\(name)\\"; filename=\\"\\(filename)\\"\\r\\n".utf8))')
            w('body.append(Data("Content-Type: \\(mimeType)\\r\\n\\r\\n".utf8))')
            w("body.append(data)")
            w('body.append(Data("\\r\\n".utf8))')
        w.blank()
        with w.block("func finalized() -> Data"):
            w("var data = body")
            w('data.append(Data("--\\(boundary)--\\r\\n".utf8))')
            w("return data")


@extra("model")
def _x_summary_struct(ctx, w):
    e = ctx.entity
    if not claim(ctx, f"{e.name}Summary"):
        return False
    enum_field, num = e.first("enum"), e.first("money", "count", "minutes")
    w.doc(f"Aggregate numbers over a set of {e.title.lower()}, for widgets and the overview.")
    with w.block(f"struct {e.name}Summary: Codable, Equatable"):
        w("var count: Int")
        if num is not None:
            w(f"var total{upper_first(num.name)}: {'Decimal' if num.kind == 'money' else 'Int'}")
        if enum_field is not None:
            w(f"var most{upper_first(enum_field.name)}: {enum_field.type}?")
        w.blank()
        with w.block(f"init(_ items: [{e.name}])"):
            w("count = items.count")
            if num is not None:
                w(f"total{upper_first(num.name)} = items.reduce(0) {{ $0 + $1.{num.name} }}")
            if enum_field is not None:
                w(f"let counts = Dictionary(grouping: items, by: \\.{enum_field.name}).mapValues(\\.count)")
                w(f"most{upper_first(enum_field.name)} = counts.max {{ $0.value < $1.value }}?.key")
        w.blank()
        w(f"static let empty = {e.name}Summary([])")


@extra("model")
def _x_legacy_decoding(ctx, w):
    e = ctx.entity
    if not claim(ctx, "legacyDecoding"):
        return False
    t = e.title_field
    w.mark("Migration")
    w.doc("The shape saved by version 1 of the app, before the fields were renamed.")
    with w.block(f"struct Legacy{e.name}: Decodable"):
        w("let identifier: String")
        w("let name: String")
        w("let created: Double")
    w.blank()
    with w.block(f"extension {e.name}"):
        with w.block(f"init?(legacy: Legacy{e.name})"):
            w("guard let id = UUID(uuidString: legacy.identifier) else { return nil }")
            w(f"var value = {e.name}.makeNew()")
            w("value.id = id")
            w(f"value.{t.name} = legacy.name")
            date = e.first("date")
            if date is not None:
                w(f"value.{date.name} = Date(timeIntervalSince1970: legacy.created)")
            w("self = value")


@extra("helpers")
def _x_debouncer(ctx, w):
    if not claim(ctx, "Debouncer"):
        return False
    w.doc("Runs the most recent action after a quiet period; earlier calls are dropped.")
    w("@MainActor")
    with w.block("final class Debouncer"):
        w("private let delay: Duration")
        w("private var task: Task<Void, Never>?")
        w.blank()
        with w.block("init(delay: Duration = .milliseconds(300))"):
            w("self.delay = delay")
        w.blank()
        with w.block("func callAsFunction(_ action: @escaping @MainActor () async -> Void)"):
            w("task?.cancel()")
            with w.block("task = Task { [delay] in"):
                w("try? await Task.sleep(for: delay)")
                w("guard !Task.isCancelled else { return }")
                w("await action()")


@extra("helpers")
def _x_bundle_decode(ctx, w):
    if not claim(ctx, "bundleDecode"):
        return False
    with w.block("extension Bundle"):
        w.doc("Decodes a JSON file shipped in the app bundle; used for sample data and previews.")
        with w.block("func decode<T: Decodable>(_ type: T.Type, from file: String) -> T"):
            with w.block('guard let url = url(forResource: file, withExtension: nil) else'):
                w('fatalError("Missing \\(file) in bundle.")')
            with w.block("do"):
                w("let data = try Data(contentsOf: url)")
                w("return try JSONDecoder().decode(T.self, from: data)")
            with w.block("catch"):
                w('fatalError("Failed to decode \\(file): \\(error)")')


@extra("helpers")
def _x_calendar(ctx, w):
    if not claim(ctx, "calendarHelpers"):
        return False
    with w.block("extension Calendar"):
        w.doc("The days of the week containing `date`, starting on the locale's first weekday.")
        with w.block("func weekDays(containing date: Date) -> [Date]"):
            w("guard let interval = dateInterval(of: .weekOfYear, for: date) else { return [] }")
            w("return (0..<7).compactMap { self.date(byAdding: .day, value: $0, to: interval.start) }")
        w.blank()
        with w.block("func isDate(_ date: Date, inSameWeekAs other: Date) -> Bool"):
            w("isDate(date, equalTo: other, toGranularity: .weekOfYear)")


@extra("view", kinds="detail dashboard")
def _x_timeline(ctx, w):
    e = ctx.entity
    if not claim(ctx, "ActivityTimeline"):
        return False
    w.doc(f"Recent changes to {article(e.noun)}, newest first.")
    with w.block("struct ActivityTimeline: View"):
        with w.block("struct Event: Identifiable"):
            w("let id = UUID()", "let date: Date", "let title: String", "let systemImage: String")
        w.blank()
        w("let events: [Event]")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"VStack(alignment: .leading, spacing: {ctx.spacing('md')})"):
                with w.block("ForEach(events) { event in"):
                    w("EventRow(event: event)")
            with w.indented():
                w(".frame(maxWidth: .infinity, alignment: .leading)")
    w.blank()
    with w.block("private struct EventRow: View"):
        w("let event: ActivityTimeline.Event")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"HStack(alignment: .firstTextBaseline, spacing: {ctx.spacing('sm')})"):
                w("Image(systemName: event.systemImage)")
                with w.indented():
                    w(".foregroundStyle(.tint)", ".frame(width: 20)")
                with w.block("VStack(alignment: .leading)"):
                    w("Text(event.title)")
                    w("Text(event.date, format: .relative(presentation: .named))")
                    with w.indented():
                        w(ctx.font("caption"), ctx.fg(".secondary"))
            with w.indented():
                w(".accessibilityElement(children: .combine)")


@extra("view", kinds="detail dashboard")
def _x_mini_chart(ctx, w):
    e = ctx.entity
    date, num = e.first("date"), e.first("double", "count", "minutes")
    if date is None or num is None or not claim(ctx, "MiniChart"):
        return False
    ctx.extra_imports.add("Charts")
    w.doc(f"A small trend line of {num.label.lower()} over time.")
    with w.block(f"struct {e.name}TrendChart: View"):
        w(f"let {e.plural}: [{e.name}]")
        w.blank()
        with w.block("var body: some View"):
            with w.block(f"Chart({e.plural}) {{ item in"):
                w("LineMark(")
                w(f'    x: .value("Date", item.{date.name}),')
                w(f'    y: .value("{num.label}", item.{num.name})')
                w(")")
                with w.indented():
                    w(".interpolationMethod(.catmullRom)")
            with w.indented():
                w(".chartYAxis(.hidden)", ".frame(height: 80)", f'.accessibilityLabel("{num.label} trend")')


# =============================================================================================
# Keeping views within the length guidance (unless the file is one of the long ones)
# =============================================================================================

BODY_HEADS = ("var body: some View {", "func body(content: Content) -> some View {",
              "func makeBody(configuration: Configuration) -> some View {")


def long_declarations(text, body_limit=20, function_limit=40, file_limit=300):
    """Bodies, view properties and functions longer than the checker's default limits, and the
    file itself when it declares a view and is longer than `file_limit` (None: not checked)."""
    lines = text.split("\n")
    found = []
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not stripped.endswith("{"):
            continue
        is_body = any(stripped.endswith(h) for h in BODY_HEADS)
        is_function = not is_body and (stripped.startswith(("func ", "private func ", "fileprivate func ", "static func "))
                                       or (" var " in " " + stripped and stripped.endswith("some View {")))
        if not (is_body or is_function):
            continue
        indent = line[:len(line) - len(line.lstrip())]
        end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith(indent + "}")
                    and not lines[j].startswith(indent + " ")), len(lines) - 1)
        start = i - 1 if i > 0 and lines[i - 1].strip().startswith("@") else i
        length = end - start + 1
        if length > (body_limit if is_body else function_limit):
            found.append((stripped, length, i))
    if file_limit is not None and text.count("\n") > file_limit and ": View {" in text:
        found.append(("file", text.count("\n"), 0))
    return found


# =============================================================================================
# Projects and the file plan
# =============================================================================================

def type_name(text):
    return "".join(part[:1].upper() + part[1:] for part in
                   "".join(c if c.isalnum() else " " for c in text).split())


FOLDERS = {
    # group -> path template per folder style; {app} and {feature} are filled in
    "features": {"app": "{app}/App", "feature": "{app}/Features/{feature}", "model": "{app}/Models",
                 "store": "{app}/Models", "service": "{app}/Services", "shared": "{app}/Components",
                 "support": "{app}/Support/Extensions", "design": "{app}/DesignSystem"},
    "layers": {"app": "{app}/Sources/App", "feature": "{app}/Sources/Views/{feature}", "model": "{app}/Sources/Model",
               "store": "{app}/Sources/Stores", "service": "{app}/Sources/Networking",
               "shared": "{app}/Sources/Views/Shared",
               "support": "{app}/Sources/Utilities", "design": "{app}/Sources/Theme"},
    "xcode": {"app": "{app}/{app}", "feature": "{app}/{app}/Views/{feature}", "model": "{app}/{app}/Model",
              "store": "{app}/{app}/ViewModels", "service": "{app}/{app}/Network",
              "shared": "{app}/{app}/Views/Common",
              "support": "{app}/{app}/Helpers", "design": "{app}/{app}/Resources/Style"},
}


def make_project(rng, domain, app_name):
    names = {}
    for e in domain.entities:
        plural = type_name(e.title)
        names[e.name] = {
            "list": rng.choice([f"{e.name}ListView", f"{plural}View", f"{e.name}ListView", f"{plural}Screen"]),
            "detail": rng.choice([f"{e.name}DetailView", f"{e.name}DetailView", f"{e.name}Screen"]),
            "editor": rng.choice([f"{e.name}EditorView", f"Edit{e.name}View", f"{e.name}FormView"]),
            "row": rng.choice([f"{e.name}Row", f"{e.name}RowView", f"{e.name}Cell"]),
            "store": rng.choice([f"{e.name}Store", f"{plural}Model", f"{e.name}Store", f"{e.name}Library"]),
            "service": rng.choice([f"{e.name}Service", f"{e.name}Client", f"{e.name}API"]),
        }
    return Project(name=app_name, domain=domain, currency=rng.choice(["USD", "USD", "EUR", "GBP", "CAD"]),
                   tokens=rng.random() < 0.5, env_store=rng.random() < 0.6, names=names,
                   folder_style=rng.choice(sorted(FOLDERS)))


@dataclass
class Planned:
    project: Project
    kind: str
    group: str
    filename: str
    entity: Entity = None
    extra: object = None


def plan_project(rng, project):
    """The files of one app, most kinds once per entity, shuffled later."""
    d, plan = project.domain, []

    def add(kind, group, filename, entity=None, extra=None):
        plan.append(Planned(project, kind, group, filename, entity, extra))

    add("app", "app", f"{project.name}App.swift")
    add("root", "app", rng.choice(["RootView.swift", "ContentView.swift", "MainTabView.swift"]))
    add("settings", "feature:Settings", "SettingsView.swift")
    for e in d.entities:
        n = project.names[e.name]
        feature = f"feature:{type_name(e.title)}"
        add("model", "model", f"{e.name}.swift", e)
        add("store", "store", f"{n['store']}.swift", e)
        if rng.random() < 0.8:
            add("service", "service", f"{n['service']}.swift", e)
        add("list", feature, f"{n['list']}.swift", e)
        add("detail", feature, f"{n['detail']}.swift", e)
        add("editor", feature, f"{n['editor']}.swift", e)
        add("row", feature, f"{n['row']}.swift", e)
        if rng.random() < 0.3:
            add("filter", feature, f"{e.name}FilterSheet.swift", e)
        if rng.random() < 0.2:
            add("photo", feature, f"{e.name}PhotoPicker.swift", e)
        if rng.random() < 0.15:
            add("session", feature, f"Active{e.name}View.swift", e)
        if rng.random() < 0.15:
            add("feed", feature, f"{e.name}FeedView.swift", e)
    for enum in d.enums:
        add("enum", "model", f"{enum.name}.swift", None, enum)
    if project.tokens:
        add("tokens", "design", rng.choice(["Tokens.swift", "Theme.swift", "DesignTokens.swift"]))
    add("helpers", "support", rng.choice(["Foundation+Helpers.swift", "Extensions.swift", "Helpers.swift"]))
    if rng.random() < 0.6:
        add("helpers", "support", rng.choice(["Date+Formatting.swift", "Collection+Extras.swift"]))
    parts = list(COMPONENTS)
    rng.shuffle(parts)
    groups = []
    while parts:
        take = rng.randint(1, 3)
        groups.append(parts[:take])
        parts = parts[take:]
    names = {_card_modifier: "CardStyle", _button_style: "ButtonStyles", _card_container: "SectionCard",
             _rating_view: "RatingView", _error_view: "ErrorStateView", _flow_layout: "FlowLayout",
             _progress_ring: "ProgressRing", _loading_placeholder: "LoadingPlaceholder",
             _avatar: "InitialsAvatar", _toast: "Toast", _shake: "ShakeEffect", _wobble: "Wobble"}
    for group in groups[:rng.randint(2, 4)]:
        add("components", "shared", f"{names[group[0]]}.swift", None, group)
    if rng.random() < 0.7:
        add("dashboard", "feature:Overview", "DashboardView.swift", d.entities[0])
    if rng.random() < 0.45:
        add("glass", "shared", "FloatingActionBar.swift")
    if rng.random() < 0.5:
        add("onboarding", "feature:Onboarding", "OnboardingView.swift")
    if rng.random() < 0.6:
        add("search", "feature:Search", "SearchView.swift")
    return plan


def planned_path(item):
    p = item.project
    group = item.group
    feature = ""
    if group.startswith("feature:"):
        group, feature = "feature", item.group.split(":", 1)[1]
    folder = FOLDERS[p.folder_style][group].format(app=p.name, feature=feature)
    return f"{folder}/{item.filename}"


GENERATORS = {
    "app": lambda ctx, it: gen_app(ctx, it.filename),
    "root": lambda ctx, it: gen_root(ctx, it.filename),
    "settings": lambda ctx, it: gen_settings(ctx, it.filename),
    "model": lambda ctx, it: gen_model(ctx, it.filename),
    "store": lambda ctx, it: gen_store(ctx, it.filename),
    "service": lambda ctx, it: gen_service(ctx, it.filename),
    "list": lambda ctx, it: gen_list_screen(ctx, it.filename),
    "detail": lambda ctx, it: gen_detail_screen(ctx, it.filename),
    "editor": lambda ctx, it: gen_editor(ctx, it.filename),
    "row": lambda ctx, it: gen_row(ctx, it.filename),
    "filter": lambda ctx, it: gen_filter_sheet(ctx, it.filename),
    "photo": lambda ctx, it: gen_photo_picker(ctx, it.filename),
    "session": lambda ctx, it: gen_session_view(ctx, it.filename),
    "feed": lambda ctx, it: gen_collapsing_header(ctx, it.filename),
    "enum": lambda ctx, it: gen_enum(ctx, it.filename, it.extra),
    "tokens": lambda ctx, it: gen_tokens(ctx, it.filename),
    "helpers": lambda ctx, it: gen_helpers(ctx, it.filename),
    "components": lambda ctx, it: gen_components(ctx, it.filename, it.extra),
    "dashboard": lambda ctx, it: gen_dashboard(ctx, it.filename),
    "glass": lambda ctx, it: gen_glass_controls(ctx, it.filename),
    "onboarding": lambda ctx, it: gen_onboarding(ctx, it.filename),
    "search": lambda ctx, it: gen_search_view(ctx, it.filename),
}


def sloppiness(rng):
    roll, total = rng.random(), 0.0
    for multiplier, share in SLOPPINESS:
        total += share
        if roll < total:
            return multiplier
    return SLOPPINESS[-1][0]


def plan_corpus(rng, count):
    """Projects (domain + app name) until there are `count` files; then a shuffled selection."""
    plan, used_apps = [], set()
    domains = list(DOMAINS)
    rng.shuffle(domains)
    index = 0
    while len(plan) < count:
        domain = domains[index % len(domains)]
        index += 1
        free = [a for a in domain.apps if a not in used_apps]
        app = free[0] if free else f"{domain.apps[0]}{index}"
        used_apps.add(app)
        plan.extend(plan_project(rng, make_project(rng, domain, app)))
    if len(plan) > count:
        keep = sorted(rng.sample(range(len(plan)), count))
        plan = [plan[i] for i in keep]
    return plan


# Typical length of each kind of file; each file's target varies around it (log-normally).
KIND_LINES = {"app": 28, "root": 65, "settings": 140, "model": 125, "store": 160, "service": 145, "list": 150,
              "detail": 170, "editor": 135, "row": 85, "filter": 100, "photo": 100, "session": 120, "feed": 100,
              "enum": 75, "tokens": 60, "helpers": 95, "components": 110, "dashboard": 160, "glass": 105,
              "onboarding": 100, "search": 105}
BIG_KINDS = {"store", "service", "model", "detail", "list", "dashboard", "settings", "helpers"}
BIG_SHARE = 0.07    # of those kinds: the few long files every project has
VIEW_KINDS = {"root", "settings", "list", "detail", "editor", "row", "filter", "photo", "session", "feed",
              "components", "dashboard", "glass", "onboarding", "search"}


# What a long file holds besides its main declaration (a screen with its editor and row, a store
# with its service…).
COMPANIONS = {"store": ["service"], "service": ["model"], "model": ["store"], "detail": ["editor", "row"],
              "list": ["row", "filter"], "dashboard": ["row", "detail"], "settings": ["onboarding"],
              "helpers": []}


def split_imports(text):
    """(import lines, the rest without the file header comment) of a generated file."""
    imports, lines = [], text.split("\n")
    i = 0
    while i < len(lines) and (lines[i].startswith("//") or lines[i].startswith("import ") or not lines[i].strip()):
        if lines[i].startswith("import "):
            imports.append(lines[i])
        i += 1
    return imports, "\n".join(lines[i:])


def merge_files(main, companion, title):
    main_imports, _ = split_imports(main)
    extra_imports, body = split_imports(companion)
    missing = [line for line in extra_imports if line not in main_imports]
    if missing:
        lines = main.split("\n")
        last = max(i for i, line in enumerate(lines) if line.startswith("import "))
        main = "\n".join(lines[:last + 1] + missing + lines[last + 1:])
    return main.rstrip("\n") + f"\n\n// MARK: - {title}\n\n" + body


def render(rng, item, kind, entity, slop, legacy, target, allow_long, max_extras, check_file):
    """Generate one declaration group. Unless it drew the view-length mistake, it is regenerated
    (with the next random draws) while a body or view function is longer than the guidance allows."""
    best = None
    for attempt in range(8):
        ctx = Ctx(rng, item.project, entity, slop, legacy)
        ctx.kind, ctx.allow_long, ctx.max_extras = kind, allow_long, max_extras
        ctx.target = int(max(20, min(target, 520)))
        text = GENERATORS[kind](ctx, item)
        excess = 0 if allow_long else len(long_declarations(text, file_limit=300 if check_file else None))
        if best is None or excess < best[0]:
            best = (excess, text)
        if excess == 0:
            break
    return best[1]


def generate_file(rng, item):
    """One file's text: its main declarations, and for the few long files a companion or two."""
    slop = sloppiness(rng)
    legacy = slop >= 2.5 and rng.random() < 0.6
    entity = item.entity or rng.choice(item.project.domain.entities)
    target = KIND_LINES[item.kind] * math.exp(rng.gauss(0, 0.42))
    allow_long = rng.random() < FLAWS["view-length"] * slop * SCALE
    big = item.kind in BIG_KINDS and rng.random() < BIG_SHARE
    if big:
        target = max(target, 300) * rng.uniform(1.1, 1.6)
    elif item.kind in VIEW_KINDS and not allow_long:
        target = min(target, 290)
    text = render(rng, item, item.kind, entity, slop, legacy, target, allow_long,
                  12 if big else MAX_EXTRAS, check_file=not big)
    if big:
        for kind in COMPANIONS[item.kind]:
            if kind == "model" and item.entity is None or kind == "filter" and entity.first("enum") is None:
                continue
            if text.count("\n") > 380:
                break
            companion = Planned(item.project, kind, item.group, item.filename, entity)
            body = render(rng, companion, kind, entity, slop, legacy, KIND_LINES[kind], allow_long, MAX_EXTRAS,
                          check_file=False)
            names = item.project.names[entity.name]
            text = merge_files(text, body, names.get(kind, type_name(kind)) if kind != "filter" else "Filter")
    return text


def generate(out_dir, count, seed):
    rng = random.Random(seed)
    plan = plan_corpus(rng, count)
    written = []
    for item in plan:
        text = generate_file(rng, item)
        path = planned_path(item)
        full = os.path.join(out_dir, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        written.append((path, text.count("\n")))
    return written


def existing_swift_files(folder):
    found = set()
    for root, _, files in os.walk(folder):
        found.update(os.path.normpath(os.path.join(root, name)) for name in files if name.endswith(".swift"))
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", help="folder to write the .swift files into (created if missing)")
    parser.add_argument("--files", type=int, default=DEFAULT_FILES,
                        help=f"number of files (default {DEFAULT_FILES})")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"random seed (default {DEFAULT_SEED})")
    args = parser.parse_args(argv)
    if args.files < 1:
        parser.error("--files must be at least 1")
    stale = existing_swift_files(args.output)
    start = time.perf_counter()
    written = generate(args.output, args.files, args.seed)
    elapsed = time.perf_counter() - start
    lines = sum(n for _, n in written)
    print(f"wrote {len(written)} files, {lines} lines, to {args.output} in {elapsed:.2f} s", file=sys.stderr)
    leftovers = stale - {os.path.normpath(os.path.join(args.output, path)) for path, _ in written}
    if leftovers:
        print(f"warning: {args.output} also holds {len(leftovers)} .swift files this run did not write; "
              "use an empty folder to get exactly this corpus", file=sys.stderr)


if __name__ == "__main__":
    main()
