"""Power of Kaishin (77027445), Equip Spell: equip only to an Aqua monster; it gains 300 ATK
and 300 DEF.

Sources, in our words: the card's texts (LOB, 2002: "an Aqua-Type monster equipped with this card
increases its ATK and DEF by 300 points"; today's the same; no ERAS entry). Seed 000 §裝備魔法: an
Equip Spell targets a face-up monster it may equip (either side), and is destroyed by the rules
once the monster no longer meets its condition -- a monster DNA Surgery turns into another Type
(the Type it has now is the one read: docs/cards.md `PrintedCondition`, `Duel.kinds_changed`)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

POK = "Power of Kaishin"
TIV = "Tribe-Infecting Virus"       # Level 4 Aqua, 1600 / 1000


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_power_of_kaishin_gives_an_aqua_300_atk_and_def():
    """Q: I equip Power of Kaishin to my Tribe-Infecting Virus (an Aqua, 1600/1000). A: it is
    1900/1300 (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, POK)
        virus = table.monster(0, TIV)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", POK, player=0)
        s.pick("target", TIV, player=0)
        _pass_all(s)
        card = virus.card(duel)
        assert (duel.atk(card), duel.defense(card)) == (1900, 1300), rules


def test_power_of_kaishin_not_for_a_non_aqua():
    """Q: my only monsters are Battle Ox and my opponent's Summoned Skull, no Aqua. May I activate
    Power of Kaishin? A: no: it has no monster it may equip."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, POK)
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", POK)


def test_power_of_kaishin_may_equip_the_opponents_aqua():
    """Q: the only Aqua is my opponent's Tribe-Infecting Virus. May I equip Power of Kaishin to it?
    A: yes: it becomes 1900/1300 under my Equip Spell."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, POK)
    virus = table.monster(1, TIV)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", POK, player=0)
    s.pick("target", TIV, player=0)
    _pass_all(s)
    card = virus.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1900, 1300)
    assert duel.players[0].szone[0].name == POK


def test_power_of_kaishin_destroyed_when_dna_surgery_changes_the_type():
    """Q: my Tribe-Infecting Virus has Power of Kaishin; I activate DNA Surgery declaring Warrior.
    A: it is no Aqua now: Power of Kaishin is destroyed by the rules; the Virus is back to
    1600/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    virus = table.monster(0, TIV)
    table.spell_trap(0, POK, face_down=False, equipped_to=virus)
    table.spell_trap(0, "DNA Surgery")
    duel = table.build()
    card = virus.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1900, 1300)
    s = Script(duel)
    s.pick("activate", "DNA Surgery", request="idle")
    _pass_all(s)
    s.pick("option", "Warrior")
    _pass_all(s)
    assert grave(duel, 0) == [POK]
    assert (duel.atk(card), duel.defense(card)) == (1600, 1000)
