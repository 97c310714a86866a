"""Tutan Mask (3149764): which activations it answers (round 57v review).

Sources, in our words: the card's texts (PGD-041, 2003, and today's: a Spell/Trap Card whose
activation targets 1 Zombie monster on the field); yugioh-wiki.net 《ツタン仮面》 (OCG text:
「フィールド上に表側表示で存在するアンデット族モンスター1体を対象にする魔法・罠カードの発動」):
among the cards it stops at no cost it names Trap Hole, which targets the monster just Summoned;
a Zombie in the Graveyard is not "on the field" (the text's own words)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

TM = "Tutan Mask"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_tutan_mask_negates_trap_hole_on_a_summoned_zombie():
    """Q: I Normal Summon Pyramid Turtle (a Zombie, 1200 ATK) face-up; my opponent activates Trap
    Hole on it; I chain Tutan Mask. A: Trap Hole is negated and destroyed: Pyramid Turtle stays
    on my field (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, "Pyramid Turtle")
        table.spell_trap(0, TM)
        table.spell_trap(1, "Trap Hole")
        duel = table.build()
        s = Script(duel)
        s.pick("summon", "Pyramid Turtle")
        s.pick("activate", "Trap Hole", player=1, request="chain")
        s.pick("target", "Pyramid Turtle", player=1)
        assert s.has("activate", TM), rules
        s.pick("activate", TM, player=0, request="chain")
        _resolve(s)
        assert field_monsters(duel, 0) == ["Pyramid Turtle"], rules
        assert grave(duel, 0) == [TM] and grave(duel, 1) == ["Trap Hole"], rules


def test_tutan_mask_not_for_a_zombie_in_the_graveyard():
    """Q: my opponent activates Monster Reborn targeting Pyramid Turtle in my Graveyard. May I
    chain Tutan Mask? A: no: its target is not a monster on the field; they Special Summon it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(1, "Pyramid Turtle")
    table.spell_trap(1, TM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=0)
    s.pick("target", "Pyramid Turtle", player=0)
    # no chain window opens for me (I hold nothing I could chain): Monster Reborn resolves
    assert duel.request.kind == "option" and duel.request.player == 0
    s.pick("option", "Attack Position", player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == ["Pyramid Turtle"] and grave(duel, 1) == []
