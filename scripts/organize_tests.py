#!/usr/bin/env python3
"""Name the tests by subject (issue 9 item 5), mechanically and re-runnably.

1. Test files named after the batch or review that wrote them are renamed (`git mv`) to
   what they test: card tests in tests/cards by the cards in them, rules tests in
   tests/rules by topic, engine-as-software tests in tests/engine. A card test file still
   named by batch (`test_goat_g9_foo.py`, `test_goat_h12_foo.py`) becomes `test_foo.py`.
2. Test functions whose name lacks their card's slug get it (`test_gilfer_...` ->
   `test_archfiend_of_gilfer_...`), so `./run-tests -k <slug>` finds a card's tests.
3. Citations of the renamed files and functions in docs/*.md and in test docstrings follow.

Idempotent: a second run finds nothing to do. Prints each change. Run from anywhere:
    python3 scripts/organize_tests.py          (--dry-run: print only)
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# old path -> new path (relative to the repository root)
FILE_RENAMES = [
    # card tests: by the cards they test
    ("tests/cards/test_goat_g1_draw_and_hand.py", "tests/cards/test_draw_and_hand_spells.py"),
    ("tests/cards/test_goat_g1_equips.py", "tests/cards/test_equip_spells.py"),
    ("tests/cards/test_goat_g1_field.py", "tests/cards/test_field_clearing_spells.py"),
    ("tests/cards/test_goat_g2_attack_traps.py", "tests/cards/test_attack_traps.py"),
    ("tests/cards/test_goat_g2_call_of_the_haunted.py", "tests/cards/test_call_of_the_haunted.py"),
    ("tests/cards/test_goat_g2_enemy_controller.py", "tests/cards/test_enemy_controller.py"),
    ("tests/cards/test_goat_g2_royal_decree.py", "tests/cards/test_royal_decree.py"),
    ("tests/cards/test_goat_g2_summon_traps.py", "tests/cards/test_summon_traps.py"),
    ("tests/cards/test_goat_g2_traps.py", "tests/cards/test_ring_dust_tornado_reckless_greed.py"),
    ("tests/cards/test_goat_g3_battle.py", "tests/cards/test_battle_monsters.py"),
    ("tests/cards/test_goat_g3_effects.py", "tests/cards/test_monarchs_breaker_jinzo.py"),
    ("tests/cards/test_goat_g3_flip.py", "tests/cards/test_flip_monsters.py"),
    ("tests/cards/test_goat_g4_spells_traps.py", "tests/cards/test_monster_removal_cards.py"),
    ("tests/cards/test_goat_g4_warriors.py", "tests/cards/test_warriors.py"),
    ("tests/cards/test_goat_g5_cards.py", "tests/cards/test_zombies_and_cyber_jar.py"),
    ("tests/cards/test_goat_g6_cards.py", "tests/cards/test_burn_and_lockdown.py"),
    ("tests/cards/test_goat_g7_gravekeepers.py", "tests/cards/test_gravekeepers.py"),
    ("tests/cards/test_goat_g8_chaos_turbo.py", "tests/cards/test_chaos_turbo.py"),
    ("tests/cards/test_goat_h10_fusions.py", "tests/cards/test_goat_fusions.py"),
    ("tests/cards/test_goat_h10_main_deck.py", "tests/cards/test_goat_control_monsters.py"),
    ("tests/cards/test_card_rulings.py", "tests/cards/test_card_interactions.py"),
    # rules tests: one tree (tests/rules), by topic
    ("tests/engine/test_rules_battle.py", "tests/rules/test_battle.py"),
    ("tests/engine/test_rules_summon.py", "tests/rules/test_summon.py"),
    ("tests/engine/test_rules_turn.py", "tests/rules/test_turn.py"),
    ("tests/engine/test_rules_win.py", "tests/rules/test_win.py"),
    ("tests/engine/test_rules_presets.py", "tests/rules/test_presets.py"),
    ("tests/engine/test_judge_review.py", "tests/rules/test_attacks_positions_and_tributes.py"),
    ("tests/rules/test_engine_review.py", "tests/rules/test_timing_and_windows.py"),
    ("tests/rules/test_more_effect_rules.py", "tests/rules/test_effect_kinds.py"),
    ("tests/rules/test_open_gaps.py", "tests/rules/test_flip_effects_and_negated_summons.py"),
    # the engine as software: tests/engine
    ("tests/rules/test_fork_with_effects.py", "tests/engine/test_fork_with_effects.py"),
    ("tests/rules/test_goat_decks.py", "tests/engine/test_goat_deck_duels.py"),
]

# A card test file still named by batch: test_goat_<batch>_<subject>.py -> test_<subject>.py
BATCH_NAMED = re.compile(r"^tests/cards/test_goat_[gh]\d+_(\w+)\.py$")

# (file, old name prefix, new name prefix): the card's slug added to its tests' names
FUNCTION_RENAMES = [
    ("tests/cards/test_searchers_and_timing.py", "test_gilfer_", "test_archfiend_of_gilfer_"),
    ("tests/cards/test_searchers_and_timing.py", "test_makyura_", "test_makyura_the_destructor_"),
    ("tests/cards/test_battle_monsters.py", "test_bls_", "test_black_luster_soldier_"),
    ("tests/cards/test_monarchs_breaker_jinzo.py", "test_breaker_",
     "test_breaker_the_magical_warrior_"),
    ("tests/cards/test_monarchs_breaker_jinzo.py", "test_zaborg_", "test_zaborg_the_thunder_monarch_"),
    ("tests/cards/test_monarchs_breaker_jinzo.py", "test_mobius_", "test_mobius_the_frost_monarch_"),
    ("tests/cards/test_goat_fusions.py", "test_dark_balter_", "test_dark_balter_the_terrible_"),
    ("tests/cards/test_goat_fusions.py", "test_the_last_warrior_",
     "test_the_last_warrior_from_another_planet_"),
    ("tests/cards/test_chaos_turbo.py", "test_dekoichi_",
     "test_dekoichi_the_battlechanted_locomotive_"),
    ("tests/cards/test_chaos_turbo.py", "test_kycoo_", "test_kycoo_the_ghost_destroyer_"),
    ("tests/cards/test_yugi_spells.py", "test_dian_keto_", "test_dian_keto_the_cure_master_"),
    ("tests/cards/test_seed_spells.py", "test_capsule_", "test_different_dimension_capsule_"),
    ("tests/cards/test_seed_spells.py", "test_shallow_grave_", "test_the_shallow_grave_"),
    ("tests/cards/test_seed_spells.py", "test_temple_", "test_temple_of_the_kings_"),
    ("tests/cards/test_seed_spells.py", "test_swords_", "test_swords_of_revealing_light_"),
    ("tests/cards/test_gravekeepers.py", "test_assailant_", "test_gravekeepers_assailant_"),
    ("tests/cards/test_gravekeepers.py", "test_spear_soldier_", "test_gravekeepers_spear_soldier_"),
    ("tests/cards/test_gravekeepers.py", "test_spy_", "test_gravekeepers_spy_"),
    ("tests/cards/test_kaiba_monsters.py", "test_puppeteer_", "test_mysterious_puppeteer_"),
    ("tests/cards/test_kaiba_monsters.py", "test_flute_", "test_the_flute_of_summoning_dragon_"),
    ("tests/cards/test_kaiba_monsters.py", "test_wicked_worm_beast_", "test_the_wicked_worm_beast_"),
    ("tests/cards/test_kaiba_spells.py", "test_inexperienced_spy_", "test_the_inexperienced_spy_"),
    ("tests/cards/test_yugi_monsters.py", "test_stern_mystic_", "test_the_stern_mystic_"),
    ("tests/cards/test_seed_monsters.py", "test_wicked_eraser_", "test_the_wicked_eraser_"),
    ("tests/cards/test_seed_monsters.py", "test_virus_", "test_tribe_infecting_virus_"),
    ("tests/cards/test_card_interactions.py", "test_wicked_eraser_", "test_the_wicked_eraser_"),
    ("tests/cards/test_goat_control_monsters.py", "test_thestalos_",
     "test_thestalos_the_firestorm_monarch_"),
    ("tests/cards/test_goat_control_monsters.py", "test_sacred_phoenix_",
     "test_sacred_phoenix_of_nephthys_"),
    ("tests/cards/test_warriors.py", "test_zombyra_", "test_zombyra_the_dark_"),
    ("tests/cards/test_field_clearing_spells.py", "test_nobleman_", "test_nobleman_of_crossout_"),
    ("tests/cards/test_field_clearing_spells.py", "test_sheep_tokens_", "test_scapegoat_sheep_tokens_"),
    ("tests/cards/test_gravekeepers.py", "test_chief_", "test_gravekeepers_chief_"),
    ("tests/cards/test_searchers_and_timing.py", "test_witch_", "test_witch_of_the_black_forest_"),
    ("tests/cards/test_seed_spells.py", "test_transporter_",
     "test_interdimensional_matter_transporter_"),
]

# A card test file named by one card (tests/cards/test_<slug>.py): each test function whose
# name lacks the slug gets it as a prefix (test_it_may_decline -> test_<slug>_it_may_decline).
SHORT_SLUGS = {"black_luster_soldier_envoy_of_the_beginning": "black_luster_soldier"}

CITING = ["docs"]          # *.md files here cite tests; test files' own docstrings too


def git(*args):
    return subprocess.run(("git",) + args, cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout


def tracked_tests():
    return sorted(set(p for p in git("ls-files", "tests").split("\n") if p.endswith(".py")))


def file_renames():
    """The table, plus a rename for any card test file still named by batch."""
    table = list(FILE_RENAMES)
    known = {old for old, _ in table}
    for path in tracked_tests():
        match = BATCH_NAMED.match(path)
        if match and path not in known:
            table.append((path, "tests/cards/test_%s.py" % match.group(1)))
    return table


def rename_files(dry):
    done = []
    for old, new in file_renames():
        if not os.path.exists(os.path.join(ROOT, old)):
            continue
        if os.path.exists(os.path.join(ROOT, new)):
            print("SKIP  %s: %s exists already (merge the two by hand)" % (old, new))
            continue
        print("git mv %s %s" % (old, new))
        if not dry:
            git("mv", old, new)
        done.append((old, new))
    return done


def renamer(old, new):
    """Matches `old` starting a name, unless the name starts with `new` already; `old` ending
    in "(" is a whole name (matched without the parenthesis)."""
    if old.endswith("("):
        return re.compile(r"\b%s(?!\w)" % re.escape(old[:-1]))
    return re.compile(r"\b(?!%s)%s(?=\w)" % (re.escape(new), re.escape(old)))


def card_slugs():
    folder = os.path.join(ROOT, "duelist", "cards", "scripts")
    return {name[:-3].split("_", 1)[1] for name in os.listdir(folder)
            if name.startswith("c") and name[1:2].isdigit() and name.endswith(".py")}


def one_card_file_renames():
    """(file, old name, new name) for tests in tests/cards/test_<slug>.py lacking the slug."""
    renames = []
    slugs = card_slugs()
    for path in tracked_tests():
        stem = os.path.basename(path)[len("test_"):-len(".py")]
        full = os.path.join(ROOT, path)
        if not path.startswith("tests/cards/") or stem not in slugs or not os.path.exists(full):
            continue
        with open(full, encoding="utf-8") as handle:
            names = re.findall(r"^def (test_\w+)\(", handle.read(), re.M)
        short = SHORT_SLUGS.get(stem, stem)
        for name in names:
            if short not in name:
                renames.append((path, name + "(", "test_%s_%s(" % (short, name[len("test_"):])))
    return renames


def function_renames():
    return FUNCTION_RENAMES + one_card_file_renames()


def rename_functions(dry, renames):
    for path, old, new in renames:
        full = os.path.join(ROOT, path)
        if not os.path.exists(full):
            continue
        with open(full, encoding="utf-8") as handle:
            text = handle.read()
        pattern = renamer(old, new)
        new = new.rstrip("(")
        hits = sorted(set(m.group(0) + text[m.end():].split("(", 1)[0]
                          for m in pattern.finditer(text)
                          if text[:m.start()].endswith("\ndef ")))
        if not hits:
            continue
        for name in hits:
            print("rename %s::%s -> %s" % (path, name, pattern.sub(new, name)))
        if not dry:
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(pattern.sub(new, text))


def citing_files():
    paths = []
    for folder in CITING:
        for name in sorted(os.listdir(os.path.join(ROOT, folder))):
            if name.endswith(".md"):
                paths.append(os.path.join(folder, name))
    return paths + tracked_tests()


def fix_citations(dry, renames):
    """Old paths -> new paths; renamed functions on lines that cite their file."""
    paths = file_renames()
    moves = [(re.compile(r"(?<![\w/])%s\b" % re.escape(old)), new) for old, new in paths]
    # bare names: docs/rules-coverage.md cites tests/engine files without their folder
    moves += [(re.compile(r"(?<![\w/])%s(?=\.py)" % re.escape(os.path.basename(old)[:-3])),
               new[:-3]) for old, new in paths if old.startswith("tests/engine/")]
    funcs = [(path, renamer(old, new), new.rstrip("("))
             for path, old, new in renames]
    for path in citing_files():
        full = os.path.join(ROOT, path)
        if not os.path.exists(full):
            continue
        with open(full, encoding="utf-8") as handle:
            text = handle.read()
        lines = text.split("\n")
        for i, line in enumerate(lines):
            for pattern, new in moves:
                line = pattern.sub(new, line)
            for cited, pattern, new in funcs:
                if cited in line or os.path.basename(cited) in line:
                    line = pattern.sub(new, line)
            lines[i] = line
        fixed = "\n".join(lines)
        if fixed != text:
            changed = sum(a != b for a, b in zip(text.split("\n"), lines))
            print("cite  %s: %d line(s) updated" % (path, changed))
            if not dry:
                with open(full, "w", encoding="utf-8") as handle:
                    handle.write(fixed)


def check_basenames():
    """Test folders without __init__.py import test modules by basename: no two may share one."""
    seen = {}
    for path in tracked_tests() if not DRY else []:
        folder = os.path.dirname(path)
        if os.path.exists(os.path.join(ROOT, folder, "__init__.py")):
            continue
        name = os.path.basename(path)
        if name.startswith("test_") and name in seen:
            print("WARN  %s and %s share a module name" % (seen[name], path))
        seen[name] = path


DRY = "--dry-run" in sys.argv

if __name__ == "__main__":
    rename_files(DRY)
    RENAMES = function_renames()
    rename_functions(DRY, RENAMES)
    fix_citations(DRY, RENAMES)
    check_basenames()
    print("organize_tests: done%s" % (" (dry run)" if DRY else ""))
