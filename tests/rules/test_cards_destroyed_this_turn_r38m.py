"""This turn's record of destroyed cards (`Ctx.destroyed_this_turn`, which Toon monsters read for
"if Toon World on the field is destroyed"): a card destroyed is destroyed once, wherever it went
(seed 000 §陷阱卡 / §魔法卡: a card "被破壞送去墓地" by an effect; Macro Cosmos banishes it
instead, and it was destroyed all the same).

No card of the pool counts the destroyed cards: The Flute of Summoning Dragon is a stand-in
Spell, "draw 1 card for each card destroyed this turn". Dark Hole destroys Celtic Guardian and
Mystical Elf: two destroyed cards, two draws, whether they went to the GY or, under Macro
Cosmos, to the banishment.

Each record says where the card went ("to"): a second stand-in text, "draw 1 card for each
card destroyed and banished this turn", draws two under Macro Cosmos and none without it.

Round 38m's mutants: destruction.py `_destroy_now` with `where != _GRAVE` dropped (a destruction
that reached the GY recorded a second time, as one that went elsewhere); actions.py
`destroyed_this_turn` with `"to" in e` written `not in` (where the card went misread);
and, before stop 38's review wrote the record from what `_destroy_now` saw before the move,
`_destroyed_elsewhere` reading it back from the wrong happening (an Xyz Monster's record read from
its last material's move)."""

from duelist.engine import state as S
from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

FLUTE = "The Flute of Summoning Dragon"


def _draw_per_destroyed_card(ctx):
    for _ in ctx.destroyed_this_turn():
        ctx.draw(ctx.player)


def _draw_per_destroyed_card_banished(ctx):
    for entry in ctx.destroyed_this_turn():
        if entry["to"] == S.BANISHED:
            ctx.draw(ctx.player)


def _both_monsters(table):
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")


def _play(monkeypatch, macro_cosmos, counted=_draw_per_destroyed_card, monsters=_both_monsters):
    from duelist.cards.common import activate

    stand_in(monkeypatch, FLUTE, [activate(counted)])
    table = Table(turn=3, turn_player=0, phase="main1")
    monsters(table)
    table.hand(0, "Dark Hole", FLUTE)
    if macro_cosmos:
        table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    for card in ("Dark Hole", FLUTE):
        s.pick("activate", card, request="idle")
        for _ in range(6):
            if duel.request.kind == "idle" and duel.request.player == 0:
                break
            s.pick("pass")
    return duel


def test_two_monsters_destroyed_to_the_gy_are_two_destroyed_cards(monkeypatch):
    duel = _play(monkeypatch, macro_cosmos=False)
    assert "Celtic Guardian" in grave(duel, 0) and "Mystical Elf" in grave(duel, 1)
    assert hand(duel, 0) == ["Battle Ox", "Battle Ox"]


def test_two_monsters_destroyed_and_banished_by_macro_cosmos_are_two_destroyed_cards(monkeypatch):
    duel = _play(monkeypatch, macro_cosmos=True)
    assert "Celtic Guardian" in banished(duel, 0) and "Mystical Elf" in banished(duel, 1)
    assert hand(duel, 0) == ["Battle Ox", "Battle Ox"]


def test_where_each_destroyed_card_went_is_recorded(monkeypatch):
    duel = _play(monkeypatch, macro_cosmos=True, counted=_draw_per_destroyed_card_banished)
    assert hand(duel, 0) == ["Battle Ox", "Battle Ox"]
    duel = _play(monkeypatch, macro_cosmos=False, counted=_draw_per_destroyed_card_banished)
    assert hand(duel, 0) == []


def test_an_xyz_monster_destroyed_and_banished_is_one_destroyed_card_its_materials_none(monkeypatch):
    """Number 39: Utopia with two Xyz Materials, destroyed by Dark Hole under Macro Cosmos: it
    is banished, and its materials leave with it (banished too: Macro Cosmos), destroyed by
    nothing (seed 004 §XYZ素材: a material is no card on the field). One destroyed card, one
    draw. (The engine records the Xyz Monster from where it stood before its own move, not from its
    materials' moves that follow: destruction.py `_destroy_now`.)"""
    duel = _play(monkeypatch, True, monsters=lambda table: table.monster(
        1, "Number 39: Utopia", materials=["Celtic Guardian", "Mystical Elf"]))
    assert sorted(banished(duel, 1)) == ["Celtic Guardian", "Mystical Elf", "Number 39: Utopia"]
    assert hand(duel, 0) == ["Battle Ox"]


def test_a_token_destroyed_by_dark_hole_is_a_destroyed_card(monkeypatch):
    """A Token destroyed is a destroyed card (seed 001 §衍生物: a Token destroyed leaves the field
    and vanishes; it was destroyed): Dark Hole destroys Celtic Guardian and a Sheep Token, two
    destroyed cards, two draws (round 38m's request R1)."""
    def guardian_and_sheep(table):
        table.monster(0, "Celtic Guardian")
        table.monster(1, "Sheep Token", position="defense")
    duel = _play(monkeypatch, False, monsters=guardian_and_sheep)
    assert hand(duel, 0) == ["Battle Ox", "Battle Ox"]
