"""Brilliant Fusion (7394770): a Continuous Spell that Fusion Summons a Gem-Knight Fusion
Monster with materials from its player's Deck (seed 000 §融合召喚: "依照進行融合召喚的卡的不同，
存在把在手卡·場上以外的場所的怪獸作為融合素材的情況"), whose ATK/DEF become 0; discarding a Spell
gives them back until the end of the opponent's turn; if it leaves the field, that monster is destroyed.
Cards: Brilliant Fusion, Gem-Knight Ruby
("Gem-Knight Garnet" + 1 "Gem-Knight" monster), Gem-Knight Garnet, Gem-Knight Sapphire, Pot of
Greed, Dark Hole, Mystical Space Typhoon, Book of Moon."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _pass_chains(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(*hand):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Brilliant Fusion", *hand)
    table.extra(0, "Gem-Knight Ruby")
    table.deck(0, ["Celtic Guardian"] * 3 + ["Gem-Knight Garnet", "Gem-Knight Sapphire"])
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _activate(s, duel):
    s.pick("activate", "Brilliant Fusion", first=True)
    _pass_chains(s, duel)                   # (a player holding a Quick-Play Spell is asked)
    s.pick("select", "Gem-Knight Ruby")
    s.pick("option", "Attack Position", request="option")
    return duel.monsters(0)[0]


def test_brilliant_fusion_fuses_gem_knights_from_the_deck_with_0_atk_and_def():
    """seed 000 §融合召喚: the materials come from the Deck and go to the GY; Gem-Knight Ruby is
    Fusion Summoned (properly: it must first be Fusion Summoned) with ATK and DEF 0, and
    Brilliant Fusion stays on the field."""
    table = _table()
    duel = table.build()
    s = Script(duel)
    ruby = _activate(s, duel)
    assert field_monsters(duel, 0) == ["Gem-Knight Ruby"]
    assert sorted(grave(duel, 0)) == ["Gem-Knight Garnet", "Gem-Knight Sapphire"]
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian"] * 3
    assert duel.properly_summoned(ruby)
    assert (duel.atk(ruby), duel.defense(ruby)) == (0, 0)
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Brilliant Fusion"]


def test_brilliant_fusion_needs_every_material_in_the_deck():
    """seed 000 §融合召喚: Gem-Knight Garnet in the hand is not reached (the Deck only), so
    with Sapphire alone in the Deck Brilliant Fusion cannot be activated."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Brilliant Fusion", "Gem-Knight Garnet")
    table.extra(0, "Gem-Knight Ruby")
    table.deck(0, ["Celtic Guardian"] * 3 + ["Gem-Knight Sapphire"])
    table.deck(1, ["Celtic Guardian"] * 5)
    assert not Script(table.build()).has("activate", "Brilliant Fusion")


def test_brilliant_fusion_discards_a_spell_to_give_back_the_original_atk_and_def():
    """Once per turn: discard a Spell Card; Gem-Knight Ruby gains its original 2500 ATK and
    1300 DEF, until the end of the opponent's turn: then they are 0 again."""
    table = _table("Pot of Greed", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    ruby = _activate(s, duel)
    s.pick("activate", "Brilliant Fusion")
    s.pick("select", "Pot of Greed")          # Dark Hole stays in the hand
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert "Pot of Greed" in grave(duel, 0)
    assert (duel.atk(ruby), duel.defense(ruby)) == (2500, 1300)
    assert not s.has("activate", "Brilliant Fusion")        # once per turn, Dark Hole or not
    s.end_turn()
    assert duel.turn_player == 1 and duel.atk(ruby) == 2500
    s.end_turn()
    assert duel.turn_player == 0 and (duel.atk(ruby), duel.defense(ruby)) == (0, 0)


def test_brilliant_fusion_one_activation_of_the_name_a_turn():
    """A second Brilliant Fusion cannot be activated the same turn, though the Deck holds
    another Garnet and Sapphire and the Extra Deck another Ruby."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Brilliant Fusion", "Brilliant Fusion")
    table.extra(0, "Gem-Knight Ruby", "Gem-Knight Ruby")
    table.deck(0, ["Celtic Guardian", "Gem-Knight Garnet", "Gem-Knight Sapphire"] * 2)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brilliant Fusion", first=True)
    s.pick("select", "Gem-Knight Ruby", first=True)
    s.pick("select", "Gem-Knight Garnet", first=True)
    if duel.request.kind == "select":
        s.pick("select", "Gem-Knight Sapphire", first=True)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gem-Knight Ruby"]
    # what is left is the face-up card's own discard effect (its effect 1), not an activation
    assert [o.effect for o in s.options("activate", "Brilliant Fusion")] == [1]


def test_brilliant_fusion_leaving_the_field_destroys_the_monster_it_fusion_summoned():
    """"If this card leaves the field, that monster is destroyed" (today's text): Brilliant
    Fusion destroyed by Mystical Space Typhoon takes Gem-Knight Ruby with it, as an applied
    effect (no chain link of its own)."""
    table = _table("Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    _activate(s, duel)
    chains = len(of_type(duel, "chain"))
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Brilliant Fusion", player=0)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Brilliant Fusion", "Gem-Knight Garnet", "Gem-Knight Ruby",
                                      "Gem-Knight Sapphire", "Mystical Space Typhoon"]
    assert len(of_type(duel, "chain")) == chains + 1


def test_brilliant_fusion_stays_when_its_monster_is_destroyed():
    """Only the one way: Gem-Knight Ruby destroyed (Dark Hole) leaves Brilliant Fusion on the
    field (unlike Call of the Haunted, it says nothing of its monster's destruction)."""
    table = _table("Dark Hole")
    duel = table.build()
    s = Script(duel)
    _activate(s, duel)
    s.pick("activate", "Dark Hole")
    assert field_monsters(duel, 0) == []
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Brilliant Fusion"]


def test_brilliant_fusion_leaves_a_monster_turned_face_down_alone():
    """A monster turned face-down (Book of Moon) is a new object Brilliant Fusion no longer
    applies to: Brilliant Fusion destroyed afterwards destroys nothing, and the face-down Ruby
    keeps its original ATK when flipped (the 0 applied to the face-up one ended)."""
    table = _table("Book of Moon", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    ruby = _activate(s, duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Gem-Knight Ruby", player=0)
    _pass_chains(s, duel)
    assert duel.players[0].mzone[0] is ruby and ruby.position == S.FACEDOWN_DEFENSE
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Brilliant Fusion", player=0)
    assert duel.players[0].mzone[0] is ruby and "Brilliant Fusion" in grave(duel, 0)
