"""Molten Zombie (4732017): whenever it is Special Summoned from the GY, its controller draws 1
card (mandatory).

Sources: the card's texts, read in our words (the 2005 TCG text, "When this card is Special
Summoned from the Graveyard, draw 1 card", and today's, "If this card is Special Summoned from
the GY: Draw 1 card": both mandatory, so the 2005 "when" cannot miss the timing: no
difference); seed 000 §誘發效果 (a mandatory trigger does not miss the timing: revived by
Premature Burial, whose resolution also equips, it still draws); Marauding Captain's text (a
Special Summon from the hand: no draw); Skill Drain's text."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _settle(s, duel):
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")


def test_molten_zombie_revived_by_monster_reborn_draws_1():
    """Q: (both texts) I revive Molten Zombie with Monster Reborn: A: I draw 1 card."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.grave(0, "Molten Zombie")
        table.hand(0, "Monster Reborn")
        table.deck(0, ["Battle Ox", "Mystical Elf"])
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Monster Reborn")
        s.pick("target", "Molten Zombie")
        _settle(s, duel)
        assert field_monsters(duel, 0) == ["Molten Zombie"] and hand(duel, 0) == ["Battle Ox"], rules


def test_molten_zombie_revived_by_premature_burial_still_draws():
    """Q: (2005 text) I revive Molten Zombie with Premature Burial: A: its trigger is mandatory, so
    it does not miss the timing: I draw 1 card (and pay 800)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Molten Zombie")
    table.hand(0, "Premature Burial")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Molten Zombie")
    _settle(s, duel)
    assert hand(duel, 0) == ["Battle Ox"] and duel.players[0].lp == 7200


def test_molten_zombie_summoned_from_the_hand_draws_nothing():
    """Q: I Normal Summon Marauding Captain and Special Summon Molten Zombie from my hand with its
    effect: A: not from the GY: no draw."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Marauding Captain", "Molten Zombie")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Marauding Captain")
    _settle(s, duel)
    s.pick("yes", player=0, request="yes_no")
    _settle(s, duel)
    if duel.request.kind == "select":
        s.pick("select", "Molten Zombie")
    _settle(s, duel)
    assert sorted(field_monsters(duel, 0)) == ["Marauding Captain", "Molten Zombie"] and hand(duel, 0) == []


def test_molten_zombie_revived_under_skill_drain_draws_nothing():
    """Q: with Skill Drain face-up I revive Molten Zombie with Monster Reborn: A: it is on the
    field when its effect would apply: negated, no draw."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.grave(0, "Molten Zombie")
    table.hand(0, "Monster Reborn")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Molten Zombie")
    _settle(s, duel)
    assert field_monsters(duel, 0) == ["Molten Zombie"] and hand(duel, 0) == []
