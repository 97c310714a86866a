"""D. Tribe (2833249), Normal Trap (Legend of Blue Eyes era, SKE-050; the 2005 text and today's
play alike).

What it does, in our words: every face-up monster its controller controls as it resolves becomes
a Dragon until the end of the turn.

Sources: the card's text (SKE-050, DR1-EN050) and yugioh-wiki.net 《竜の血族》: only the monsters
face-up on its controller's side as it resolves change (not one summoned later, not a face-down
one, not the opponent's); the change is a lasting effect on each monster, so it goes on once D.
Tribe has left the field. Against DNA Surgery the later applied wins (seed 000 §永續效果's
timestamps, our reading: a continuous effect applied after the change overrides it, one applied
before is overridden). Tribe-Infecting Virus reads the Type now (its text), and Royal Decree
negates D. Tribe's effect (its text)."""

import pytest

from duelist.testing.scenario import Script, Table


def _table(rules="GOAT", extra=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "D. Tribe")
    guardian = table.monster(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf")
    if extra:
        extra(table)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel), guardian, elf


def _pass_chain(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _tribe(duel, s):
    s.pick("activate", "D. Tribe", player=0)
    _pass_chain(duel, s)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_d_tribe_makes_my_face_up_monsters_dragons_for_the_turn(rules):
    """Q: I activate D. Tribe with Celtic Guardian face-up; my opponent has Mystical Elf. A: my
    Guardian is a Dragon until the end of the turn (its printed Type Warrior again next turn);
    the Elf stays a Spellcaster."""
    duel, s, guardian, elf = _table(rules)
    _tribe(duel, s)
    assert duel.race(guardian.card(duel)) == "Dragon" and duel.race(elf.card(duel)) == "Spellcaster"
    s.end_turn()
    _pass_chain(duel, s)
    assert duel.turn == 4 and duel.race(guardian.card(duel)) == "Warrior"


def test_d_tribe_does_not_reach_a_monster_summoned_later_or_a_set_one():
    """Q: D. Tribe resolved with my Guardian face-up and a Set Battle Ox; then I summon Hitotsu-Me
    Giant. A: only the Guardian is a Dragon; the Set Ox keeps its printed Type (Beast-Warrior),
    and the Giant, summoned after, is a Beast-Warrior."""
    def extra(t):
        t.monster(0, "Battle Ox", position="set")
        t.hand(0, "Hitotsu-Me Giant")
    duel, s, guardian, elf = _table(extra=extra)
    _tribe(duel, s)
    s.pick("summon", "Hitotsu-Me Giant")
    _pass_chain(duel, s)
    names = {c.name: duel.race(c) for c in duel.monsters(0)}
    assert names == {"Celtic Guardian": "Dragon", "Battle Ox": "Beast-Warrior",
                     "Hitotsu-Me Giant": "Beast-Warrior"}


def test_d_tribe_needs_a_face_up_monster_of_mine():
    """Q: I control no face-up monster (only a Set one). A: D. Tribe cannot be activated: it would
    change nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "D. Tribe")
    table.monster(0, "Celtic Guardian", position="set")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    assert not Script(duel).has("activate", "D. Tribe")


def test_d_tribe_then_tribe_infecting_virus_declaring_dragon():
    """Q: my D. Tribe resolved with my Celtic Guardian and my Tribe-Infecting Virus face-up; then
    the Virus (discarding Battle Ox) declares Dragon. A: both are Dragons now, so both are
    destroyed, the Virus too."""
    def extra(t):
        t.monster(0, "Tribe-Infecting Virus")
        t.hand(0, "Battle Ox")
    duel, s, guardian, elf = _table(extra=extra)
    _tribe(duel, s)
    assert duel.race([c for c in duel.monsters(0) if c.name == "Tribe-Infecting Virus"][0]) == "Dragon"
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Battle Ox")
    s.answer([o for o in duel.request.options if o.label == "Option Dragon"][0])
    _pass_chain(duel, s)
    assert duel.monsters(0) == []
    assert sorted(c.name for c in duel.players[0].grave) == ["Battle Ox", "Celtic Guardian", "D. Tribe",
                                                             "Tribe-Infecting Virus"]


def _dna(s, race, player=1):
    s.pick("activate", "DNA Surgery", player=player)
    s.answer([o for o in s.duel.request.options if o.label == "Option %s" % race][0])
    _pass_chain(s.duel, s)


def test_d_tribe_after_dna_surgery_wins():
    """Q: my opponent's DNA Surgery (Machine) is face-up; I resolve D. Tribe. A: my Guardian is a
    Dragon (the later change wins); the Elf stays a Machine."""
    duel, s, guardian, elf = _table(extra=lambda t: t.spell_trap(0, "DNA Surgery"))
    _dna(s, "Machine", player=0)
    assert duel.race(guardian.card(duel)) == "Machine"
    _tribe(duel, s)
    assert duel.race(guardian.card(duel)) == "Dragon" and duel.race(elf.card(duel)) == "Machine"


def test_dna_surgery_after_d_tribe_wins():
    """Q: D. Tribe resolved first; then DNA Surgery declares Zombie. A: the Guardian is a Zombie:
    the later applied effect wins."""
    duel, s, guardian, elf = _table(extra=lambda t: t.spell_trap(0, "DNA Surgery"))
    _tribe(duel, s)
    _dna(s, "Zombie", player=0)
    assert duel.race(guardian.card(duel)) == "Zombie"


def test_d_tribe_under_royal_decree_changes_nothing():
    """Q: Royal Decree is face-up; I activate D. Tribe. A: its effect is negated: my Guardian stays
    a Warrior."""
    duel, s, guardian, elf = _table(extra=lambda t: t.spell_trap(1, "Royal Decree", face_down=False))
    _tribe(duel, s)
    assert duel.race(guardian.card(duel)) == "Warrior"
