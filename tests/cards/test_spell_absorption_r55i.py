"""Spell Absorption (51481927), Continuous Spell: each time a Spell Card is activated, its
controller gains 500 LP after it resolves.

Sources: yugioh-wiki.net 《魔法吸収》 (the OCG text; the LP come after the activated Spell has
resolved; an effect activated by a Spell already on the field -- Card of Safe Return,
Harpies' Hunting Ground -- or in the GY is no Spell Card activation and gives nothing); the 2005
FET text ("each time a Spell Card is activated, increase your Life Points by 500 points after
its resolution") says the same: no 2005 entry. Its own activation gives nothing (it applies
only once it is on the field, seed 000 §永續魔法); a Spell whose activation Magic Jammer negates
never resolves, so nothing (our reading of "after it resolves"). The LP come with no chain
link (nothing can answer them: our reading of "after its resolution")."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_spell_absorption_gains_500_after_pot_of_greed_not_for_itself():
    """Q: I activate Spell Absorption, then Pot of Greed. A: Spell Absorption's own activation
    gives nothing; after Pot of Greed resolves (I drew 2) I gain 500: 8500."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Spell Absorption", "Pot of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spell Absorption", request="idle")
    _finish(s)
    assert lp(duel) == (8000, 8000)
    s.pick("activate", "Pot of Greed", request="idle")
    _finish(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    assert lp(duel) == (8500, 8000)


def test_spell_absorption_counts_the_opponents_spells():
    """Q: my face-up Spell Absorption; my opponent activates Dark Hole. A: I gain 500 (any
    player's Spell Card), my opponent nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Spell Absorption", face_down=False)
    table.hand(1, "Dark Hole")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    _finish(s)
    assert grave(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8500, 8000)


def test_spell_absorption_nothing_for_a_spell_negated_by_magic_jammer():
    """Q: my face-up Spell Absorption; my opponent activates Dark Hole and I negate it with
    Magic Jammer (discarding Mystical Elf). A: Dark Hole never resolved: no LP."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Spell Absorption", face_down=False)
    table.spell_trap(0, "Magic Jammer")
    table.hand(0, "Mystical Elf")
    table.hand(1, "Dark Hole")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    s.pick("activate", "Magic Jammer", player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Mystical Elf")
    _finish(s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Magic Jammer", "Mystical Elf"] and grave(duel, 1) == ["Dark Hole"]
    assert lp(duel) == (8000, 8000)


def test_spell_absorption_nothing_for_card_of_safe_returns_draw():
    """Q: my face-up Spell Absorption and Card of Safe Return; I activate Monster Reborn on my
    Battle Ox, and Card of Safe Return's effect then draws me a card. A: Monster Reborn is a
    Spell Card's activation: 500; Card of Safe Return's draw is an effect of a Spell already on
    the field, no Spell Card's activation: nothing more (yugioh-wiki 《魔法吸収》)."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Spell Absorption", face_down=False)
    table.spell_trap(0, "Card of Safe Return", face_down=False)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Battle Ox")
    _finish(s)
    while duel.request.kind in ("yes_no", "chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        elif duel.request.kind == "yes_no":
            s.pick("yes")
        else:
            s.pick("pass")
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"] and hand(duel, 0) == ["Mystical Elf"]
    assert lp(duel) == (8500, 8000)
