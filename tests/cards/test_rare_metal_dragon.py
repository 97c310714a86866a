"""Rare Metal Dragon (25236056): it can never be Normal Summoned or Set; no summoning condition
stops an effect from Special Summoning it.

Sources: the card's text (EP1, 2004-2005 and today: "This card cannot be Normal Summoned or Set",
and nothing more); Pojo's Card of the Day 2004-08-19 (it comes out by Monster Reborn, Premature
Burial, Call of the Haunted, The Flute of Summoning Dragon); eternity.mancubus.net's Card of the
Day 2004-09-18 ("it can be Special Summoned through ANY effect": dump it in the GY and revive it);
the ygorulings blog on summoning conditions (2010: only a Special Summon or a Flip Summon puts it
on the field; it names no way to Special Summon itself)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_rare_metal_dragon_is_never_normal_summoned_or_set():
    """Q: Rare Metal Dragon is in my hand in my Main Phase: may I Normal Summon or Set it? A: no:
    the menu offers neither."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Rare Metal Dragon")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Rare Metal Dragon") and not s.has("set", "Rare Metal Dragon")


def test_rare_metal_dragon_revived_by_monster_reborn_from_the_gy():
    """Q: Rare Metal Dragon was discarded to my GY (never summoned): may Monster Reborn Special
    Summon it? A: yes: it has no summoning condition."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    dragon = table.grave(0, "Rare Metal Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", dragon, player=0)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Rare Metal Dragon"] and grave(duel, 0) == ["Monster Reborn"]


def test_rare_metal_dragon_face_down_may_be_flip_summoned():
    """Q: my Rare Metal Dragon is face-down (an effect Set it there on an earlier turn): may I
    Flip Summon it? A: yes: a Flip Summon is no Normal Summon or Set; it turns face-up in Attack
    Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    dragon = table.monster(0, "Rare Metal Dragon", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Rare Metal Dragon", request="idle")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert dragon.card(duel).position == "attack"


def test_rare_metal_dragon_called_back_by_call_of_the_haunted():
    """Q: my opponent destroyed my Rare Metal Dragon, which Monster Reborn had brought out; in
    their turn I activate Call of the Haunted on it: A: it comes back face-up in Attack
    Position (a Trap's Special Summon needs no proper summon first)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Call of the Haunted")
    dragon = table.grave(0, "Rare Metal Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1, request="idle")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", dragon, player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Rare Metal Dragon"] and dragon.card(duel).position == "attack"
