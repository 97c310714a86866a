"""scripts/fuzz_pairs.py, the hardening fuzzer of the bundled deck pairs: it plays the duels
`duelist bench` plays (the same seeding), and every failure it prints is one line that
replays that very duel."""

import importlib.util
import io
import os
from contextlib import redirect_stdout

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _fuzz():
    spec = importlib.util.spec_from_file_location("fuzz_pairs", os.path.join(ROOT, "scripts", "fuzz_pairs.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


fuzz = _fuzz()


def test_the_bench_crash_of_seed_6685_plays_to_its_end():
    """Goat Control vs Monarch, random agents seeded as the bench seeds them, seed 6685: on
    turn 28 the Main Phase menu offered a Tribute Set with two Soul Exchanges and no free
    Main Monster Zone, and its second Tribute request had no option (fixed in d5c258d,
    turn.py `_can_tribute`). The fuzzer's duel is the bench's duel: it now ends with a result."""
    duel = fuzz.play(fuzz.parse_spec("goat_01,goat_07,random,random,MR5,6685"))
    assert duel.request is None and duel.result["winner"] in (0, 1, None)
    assert duel.turn >= 28


def test_the_bench_duel_and_the_fuzzer_duel_are_one_duel():
    """A failure of the bench replays in the fuzzer: the same decks, rules (MR5, the default),
    seed and agent seeds (seed*2+1, seed*2+2: bench_cmd._play_out) give the same log."""
    from duelist.cli.bench_cmd import PAIRS, _play_out
    from duelist.deck.formats import load_bundled_deck
    from duelist.engine.duel import Duel
    d1, d2, _ = dict(PAIRS)["goat-warrior-zombie"]
    bench = _play_out(Duel(load_bundled_deck(d1), load_bundled_deck(d2), seed=12), 12)
    ours = fuzz.play(("goat_04", "goat_05", "random", "random", "MR5", 12))
    assert ours.log_digest() == bench.log_digest()


def test_a_failure_is_one_line_that_replays_it():
    """Every failure is printed as one line ending in a --replay command whose spec names
    the same duel; here a turn bound of 1 makes every duel a failure."""
    out = io.StringIO()
    with redirect_stdout(out):
        code = fuzz.main(["--duels", "2", "--seed-base", "40", "--max-turns", "1",
                          "--pairs", "yugi_normals:kaiba_normals", "--agents", "random:greedy",
                          "--rules", "MR5"])
    assert code == 1
    fails = [line for line in out.getvalue().splitlines() if line.startswith("FAIL ")]
    assert len(fails) == 2
    for line, seed in zip(fails, (40, 41)):
        assert "TooLong" in line
        spec = fuzz.parse_spec(line.split("--replay ")[1])
        assert spec == ("yugi_normals", "kaiba_normals", "random", "greedy", "MR5", seed)
        with pytest.raises(fuzz.TooLong):
            fuzz.play(spec, max_turns=1)


def test_a_request_with_no_option_is_a_failure(monkeypatch):
    """A request with no option cannot be answered: the fuzzer reports it as NoOption
    (the agents would otherwise fail inside their random pick, far from the cause)."""
    from duelist.engine.duel import Duel

    class Empty(object):
        kind, player, options = "tribute", 0, []

    class Stuck(Duel):
        """A duel whose sixth request offers nothing."""

        def answer(self, answer):
            Duel.answer(self, answer)
            if len(self.answers) == 5 and self.request is not None:
                self.request = Empty()

    monkeypatch.setattr(fuzz, "Duel", Stuck)
    with pytest.raises(fuzz.NoOption):
        fuzz.play(("yugi_normals", "kaiba_normals", "random", "random", "MR5", 3))


def _two_soul_exchanges_no_room():
    """Five monsters of player 0's own, two Soul Exchanges resolved on the opponent's two
    monsters, Blue-Eyes White Dragon in hand: the position of the bench crash (seed 6685)."""
    from duelist.testing.scenario import Script, Table
    table = Table(turn=3)
    for name in ("Celtic Guardian", "Silver Fang", "Mystical Elf", "Giant Soldier of Stone", "Feral Imp"):
        table.monster(0, name)
    table.monster(1, "Battle Ox")
    table.monster(1, "Dark Magician")
    table.hand(0, "Soul Exchange", "Soul Exchange", "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange", first=True)
    s.pick("target", "Battle Ox")
    s.pick("activate", "Soul Exchange", first=True)
    s.pick("target", "Dark Magician")
    assert duel.request.kind == "idle"
    return duel


def test_the_probe_passes_every_option_of_a_sound_menu():
    """Every option of the menu after two Soul Exchanges leads to requests with options."""
    fuzz.probe_menu(_two_soul_exchanges_no_room(), 0)


def test_the_probe_finds_an_action_offered_that_cannot_be_done(monkeypatch):
    """--probe tries every option of a menu in a fork: with the menu's Tribute test as it was
    before d5c258d (only the first Soul Exchange's monster taken as required), the Tribute
    Summon or Set of Blue-Eyes White Dragon is offered, and its second Tribute request has no
    option: the probe finds it at the menu, without waiting for a random player to pick it."""
    from duelist.engine.turn import TurnMixin

    def one_required_only(self, card, player, need, free, base=None):
        pool = self._tribute_candidates(player, card, base)
        required = self._required_tribute(player, pool) if self.lingering else None
        if required is not None:
            need -= self._tribute_weight(required, card)
            pool = [c for c in pool if c is not required]
            if need <= 0:
                return free
        if len(pool) < need:
            return False
        return free or any(c.seq < 5 and c.controller == player for c in pool)

    monkeypatch.setattr(TurnMixin, "_can_tribute", one_required_only)
    with pytest.raises(fuzz.ProbeFailure, match="Blue-Eyes White Dragon.*NoOption"):
        fuzz.probe_menu(_two_soul_exchanges_no_room(), 0)


def _equipped_magician_and_a_tribute_in_hand():
    from duelist.testing.scenario import Table
    table = Table(turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table.build()


def test_the_checked_probe_passes_a_menu_whose_options_all_apply_the_state_rules():
    """With --check the probe looks at every Main and Battle Phase menu each option's fork
    reaches: on this tree the Tribute Summon and Set of Summoned Skull (Dark Magician, with
    Book of Secret Arts, Tributed) leave the state rules applied."""
    fuzz.probe_menu(_equipped_magician_and_a_tribute_in_hand(), 0, check=True)


def test_the_checked_probe_finds_an_option_that_skips_the_state_rules(monkeypatch):
    """A mutant: the Tribute Set runs no state check (turn.py `_normal_summon_proc` without
    its `_state_checks()` after the Tributes). Book of Secret Arts then stays equipped to
    nothing at the next menu: the checked probe fails at the menu that offers the Set; the
    plain probe (every request has options) does not see it."""
    from duelist.engine.turn import TurnMixin
    original = TurnMixin._normal_summon_proc

    def no_checks_in_a_set(self, card, face_down, *args, **kwargs):
        if face_down:
            self._state_checks = lambda roles=None: None       # this duel only (a fork copies no such attribute)
        try:
            yield from original(self, card, face_down, *args, **kwargs)
        finally:
            self.__dict__.pop("_state_checks", None)

    monkeypatch.setattr(TurnMixin, "_normal_summon_proc", no_checks_in_a_set)
    fuzz.probe_menu(_equipped_magician_and_a_tribute_in_hand(), 0)
    with pytest.raises(fuzz.ProbeFailure, match="Set Summoned Skull.*state rules were not applied.*Book of Secret Arts"):
        fuzz.probe_menu(_equipped_magician_and_a_tribute_in_hand(), 0, check=True)
