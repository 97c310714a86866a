"""Twin-Headed Behemoth (43586926): destroyed on the field and sent to the GY, it comes back from
the GY in that turn's End Phase with 1000 ATK and DEF, once per Duel.

Sources: today's text (yugioh-wiki.net 《ドル・ドラ》: "you can" in the End Phase of the turn it was
destroyed on the field and sent to the GY; its ATK/DEF become 1000; the effect of a card of this
name once per Duel, so each player's copies share one use); the 2005-era English text the Goat
format plays (DB2-EN174, Pojo's Card of the Day of 25 October 2006: "it will be Special Summoned
during the End Phase with ATK and DEF of 1000. You can only use this effect once in the Duel":
mandatory, and each copy's own use -- Pojo: the trouble of telling which copy used it once it is
shuffled back). An effect activated in the GY that Special Summons its own card from there:
Necrovalley negates it (seed 000 §墓地效果; docs/cards.md `leaves_grave`). The once-per-Duel use is
duel state: a fork and a determinized copy of the duel carry it."""

import pytest

from duelist.engine.determinize import determinize
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attacked(rules, behemoths=1, extra=None):
    """My opponent's Battle Ox (1700) is ready to attack my Twin-Headed Behemoth (1500)."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    refs = [table.monster(0, "Twin-Headed Behemoth") for _ in range(behemoths)]
    table.monster(1, "Battle Ox")
    if extra:
        extra(table)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table, refs


def _destroy_and_end(s, target):
    s.pick("attack", "Battle Ox", target=target, player=1)
    _pass(s)
    s.pick("end_battle", player=1)
    _pass(s)
    s.pick("end_turn", player=1)
    _pass(s)


def _revive_now(s):
    """Answer the revival's questions (today: yes; the position: Attack)."""
    duel = s.duel
    for _ in range(6):
        kind = duel.request.kind
        if kind == "yes_no":
            s.pick("yes")
        elif kind == "chain":
            s.pick("pass")
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            return


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_twin_headed_behemoth_comes_back_in_the_end_phase_with_1000(rules):
    """Q: my opponent's Battle Ox destroys my Twin-Headed Behemoth by battle in their turn. A: in
    that End Phase it comes back from my GY (today I may; the 2005 text, it must), its ATK and
    DEF 1000."""
    table, (behemoth,) = _attacked(rules)
    duel = table.build()
    s = Script(duel)
    _destroy_and_end(s, behemoth)
    if rules == "MR5":
        s.expect(request="yes_no", player=0)
    _revive_now(s)
    card = behemoth.card(duel)
    assert field_monsters(duel, 0) == ["Twin-Headed Behemoth"] and grave(duel, 0) == []
    assert (duel.atk(card), duel.defense(card)) == (1000, 1000)


def test_twin_headed_behemoth_today_is_optional():
    """Q (today's text): may I leave my destroyed Behemoth in the GY? A: yes: I say no, it stays
    there, and the once-per-Duel use is not spent."""
    table, (behemoth,) = _attacked("MR5")
    duel = table.build()
    s = Script(duel)
    _destroy_and_end(s, behemoth)
    s.pick("no", player=0, request="yes_no")
    _pass(s)
    assert grave(duel, 0) == ["Twin-Headed Behemoth"] and duel.turn == 5


def test_twin_headed_behemoth_sent_to_the_gy_without_destruction_stays():
    """Q: I Tribute my Twin-Headed Behemoth for a Tribute Summon of Summoned Skull. A: it was not
    destroyed: in my End Phase nothing brings it back."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Twin-Headed Behemoth")
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Twin-Headed Behemoth")
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and grave(duel, 0) == ["Twin-Headed Behemoth"]


def _second_turn(s, duel, target):
    """Turn 5 (mine) passes; in turn 6 Battle Ox attacks `target`, and the turn ends."""
    s.end_turn()
    _pass(s)
    s.pick("battle", player=1)
    _pass(s)
    _destroy_and_end(s, target)


@pytest.mark.parametrize("rules, back", [("MR5", False), ("GOAT", True)])
def test_twin_headed_behemoth_second_copy(rules, back):
    """Q: my first Twin-Headed Behemoth came back by its effect; in a later turn my second copy is
    destroyed by battle. A: today's text counts the name for me once per Duel: the second copy
    stays in the GY; the 2005 text counts each copy's own use: the second copy comes back."""
    table, (first, second) = _attacked(rules, behemoths=2)
    duel = table.build()
    s = Script(duel)
    _destroy_and_end(s, first)
    _revive_now(s)
    assert field_monsters(duel, 0) == ["Twin-Headed Behemoth", "Twin-Headed Behemoth"]
    _second_turn(s, duel, second)
    _revive_now(s)
    assert duel.turn == 7
    if back:
        assert grave(duel, 0) == [] and len(field_monsters(duel, 0)) == 2
    else:
        assert grave(duel, 0) == ["Twin-Headed Behemoth"] and len(field_monsters(duel, 0)) == 1


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_twin_headed_behemoth_same_copy_only_once(rules):
    """Q: my Twin-Headed Behemoth came back by its effect (1000 ATK); in a later turn it is
    destroyed by battle again. A: its once-per-Duel use is spent (by name, or by this copy): it
    stays in the GY."""
    table, (behemoth,) = _attacked(rules)
    duel = table.build()
    s = Script(duel)
    _destroy_and_end(s, behemoth)
    _revive_now(s)
    _second_turn(s, duel, behemoth)
    _revive_now(s)
    assert duel.turn == 7 and grave(duel, 0) == ["Twin-Headed Behemoth"]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_twin_headed_behemoth_use_is_carried_by_a_fork_and_a_determinized_copy(rules):
    """Q: my Behemoth came back by its effect; the duel is forked and determinized for my
    opponent; in each copy it is destroyed by battle again. A: each copy remembers the spent
    use: it stays in the GY there too."""
    table, (behemoth,) = _attacked(rules)
    duel = table.build()
    s = Script(duel)
    _destroy_and_end(s, behemoth)
    _revive_now(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 6 and duel.request.kind == "idle"
    for copy in (duel.fork(), determinize(duel, 1, seed=3)):
        c = Script(copy)
        c.pick("battle", player=1)
        _pass(c)
        _destroy_and_end(c, behemoth)
        _revive_now(c)
        assert copy.turn == 7 and grave(copy, 0) == ["Twin-Headed Behemoth"]


def test_twin_headed_behemoth_under_necrovalley_is_negated():
    """Q: a face-up Necrovalley is on the field; my Behemoth is destroyed by battle. A: its
    effect, which moves it out of the GY, is negated by Necrovalley: it stays in the GY (GOAT)."""
    table, (behemoth,) = _attacked("GOAT", extra=lambda t: t.field_spell(1, "Necrovalley"))
    duel = table.build()
    s = Script(duel)
    _destroy_and_end(s, behemoth)
    _revive_now(s)
    assert duel.turn == 5 and grave(duel, 0) == ["Twin-Headed Behemoth"]
