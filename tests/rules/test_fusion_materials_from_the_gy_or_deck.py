"""Fusion Materials from places beside the hand and the field (seed 000 §融合召喚: "依照進行融合召喚
的卡的不同，存在把在手卡·場上以外的場所的怪獸作為融合素材的情況"; the materials are used by the
resolution of the card that makes the Fusion Summon, then the Fusion Monster is Special Summoned
from the Extra Deck; a Fusion Summon is its proper summon, §具有蘇生限制的怪獸的特殊召喚).

Dragon's Mirror takes them from its player's field or GY and banishes them; a stand-in Spell
shows the Deck. Cards: Dragon's Mirror, Black Skull Dragon ("Summoned Skull" + "Red-Eyes Black
Dragon", no effect), Blue-Eyes Ultimate Dragon, Polymerization, Dark Hole, Monster Reborn,
Solemn Judgment; stand-ins: Red-Eyes Black Dragon (a "sent to the GY" trigger), Fusion Recovery
(a Fusion Spell that takes materials from the hand or Deck). What Dragon's Mirror's own words
add (a Dragon only, Necrovalley) is in tests/cards/test_dragons_mirror.py."""

from duelist.cards.common import TRIGGER, Effect, activate
from duelist.cards.kit import sent_from_field_to_grave
from duelist.cards.summons import fusion_summon, fusion_targets
from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _mirror_table(extra=("Black Skull Dragon",)):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dragon's Mirror")
    table.extra(0, *extra)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _mirror(s, fusion="Black Skull Dragon"):
    s.pick("activate", "Dragon's Mirror")
    s.pick("select", fusion)
    s.pick("option", "Attack Position", request="option")


def test_dragons_mirror_banishes_materials_from_the_field_and_the_gy_together():
    """seed 000 §融合召喚: Dragon's Mirror takes one material from its player's field (a
    face-down one too) and the other from the GY; both are banished face-up, the Dragon Fusion
    Monster comes from the Extra Deck, and it was properly summoned."""
    table = _mirror_table()
    table.monster(0, "Red-Eyes Black Dragon", position="set")
    table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _mirror(s)
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]
    assert sorted(banished(duel, 0)) == ["Red-Eyes Black Dragon", "Summoned Skull"]
    assert all(c.position == S.FACEUP for c in duel.players[0].banished)
    assert grave(duel, 0) == ["Dragon's Mirror"]
    assert duel.properly_summoned(duel.monsters(0)[0])


def test_dragons_mirror_takes_every_material_from_the_gy():
    """seed 000 §融合召喚: all three Blue-Eyes White Dragon may lie in the GY."""
    table = _mirror_table(extra=("Blue-Eyes Ultimate Dragon",))
    table.grave(0, "Blue-Eyes White Dragon", "Blue-Eyes White Dragon", "Blue-Eyes White Dragon")
    duel = table.build()
    _mirror(Script(duel), "Blue-Eyes Ultimate Dragon")
    assert field_monsters(duel, 0) == ["Blue-Eyes Ultimate Dragon"]
    assert banished(duel, 0) == ["Blue-Eyes White Dragon"] * 3


def _draw_when_sent_to_the_gy(monkeypatch):
    """Red-Eyes Black Dragon as a stand-in: "if this card is sent from the field to the GY,
    its owner draws 1 card" (mandatory)."""
    stand_in(monkeypatch, "Red-Eyes Black Dragon", [
        Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=sent_from_field_to_grave,
               resolve=lambda ctx: ctx.draw(ctx.player, 1), label="draw")])


def test_dragons_mirror_materials_are_banished_so_no_sent_to_the_gy_trigger(monkeypatch):
    """seed 000 §融合召喚 (the card that makes the Fusion Summon says how its materials are
    used): Dragon's Mirror banishes the material from the field; it is never sent to the
    GY, so its "sent to the GY" trigger does not happen."""
    _draw_when_sent_to_the_gy(monkeypatch)
    table = _mirror_table()
    table.monster(0, "Red-Eyes Black Dragon")
    table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _mirror(s)
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]
    assert "Red-Eyes Black Dragon" in banished(duel, 0)
    assert hand(duel, 0) == []
    assert not [e for e in duel.log if e.get("type") == "moved" and e.get("to") == S.GRAVE
                and e.get("name") == "Red-Eyes Black Dragon"]


def test_polymerization_sends_the_same_material_to_the_gy_and_its_trigger_happens(monkeypatch):
    """The contrast (seed 000 §融合召喚: "作為融合素材的怪獸...送去墓地"): Polymerization sends the
    same material to the GY, and its trigger draws a card."""
    _draw_when_sent_to_the_gy(monkeypatch)
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Polymerization", "Summoned Skull")
    table.monster(0, "Red-Eyes Black Dragon")
    table.extra(0, "Black Skull Dragon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Black Skull Dragon")
    s.pick("option", "Attack Position", request="option")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]
    assert "Red-Eyes Black Dragon" in grave(duel, 0)
    assert hand(duel, 0) == ["Celtic Guardian"]


def test_a_dragon_fusion_summoned_by_dragons_mirror_can_be_revived_by_monster_reborn():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚: Dragon's Mirror makes a Fusion Summon, the Fusion
    Monster's proper summon, so once destroyed (Dark Hole) it may be revived by Monster
    Reborn."""
    table = _mirror_table()
    table.hand(0, "Dark Hole", "Monster Reborn")
    table.monster(0, "Summoned Skull")
    table.grave(0, "Red-Eyes Black Dragon")
    duel = table.build()
    s = Script(duel)
    _mirror(s)
    s.pick("activate", "Dark Hole")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert grave(duel, 0) == ["Dragon's Mirror", "Black Skull Dragon", "Dark Hole"]
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Black Skull Dragon")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]


def test_dragons_mirror_needs_every_material_on_the_field_or_in_the_gy():
    """seed 000 §融合召喚 (the card can be activated when the named materials are gathered
    where it says): a material in the hand is not reached, so with Red-Eyes Black Dragon in
    the hand and Summoned Skull in the GY Dragon's Mirror cannot be activated."""
    table = _mirror_table()
    table.hand(0, "Red-Eyes Black Dragon")
    table.grave(0, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", "Dragon's Mirror")


def test_dragons_mirror_counts_the_field_and_the_gy_together():
    """seed 000 §融合召喚: two Blue-Eyes White Dragon (one on the field, one in the GY) are
    one too few for Blue-Eyes Ultimate Dragon; a third in the GY makes it."""
    table = _mirror_table(extra=("Blue-Eyes Ultimate Dragon",))
    table.monster(0, "Blue-Eyes White Dragon")
    table.grave(0, "Blue-Eyes White Dragon")
    assert not Script(table.build()).has("activate", "Dragon's Mirror")
    table.grave(0, "Blue-Eyes White Dragon")
    assert Script(table.build()).has("activate", "Dragon's Mirror")


def test_solemn_judgment_negates_the_fusion_summon_of_dragons_mirror():
    """seed 000 §大師規則1 2 and §卡片效果特殊召喚: Dragon's Mirror as chain link 1 makes its
    Fusion Summon last, so Solemn Judgment may negate it when the chain ends; the Fusion
    Monster is destroyed, never properly summoned, and its materials stay banished."""
    table = _mirror_table()
    table.monster(0, "Red-Eyes Black Dragon")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragon's Mirror")
    s.pick("pass", player=1)                 # Solemn Judgment is kept for the summon
    s.pick("select", "Black Skull Dragon")
    s.pick("option", "Attack Position", request="option")
    assert duel.summoning and duel.summoning[0].name == "Black Skull Dragon"
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(banished(duel, 0)) == ["Red-Eyes Black Dragon", "Summoned Skull"]
    skull_dragon = [c for c in duel.players[0].grave if c.name == "Black Skull Dragon"][0]
    assert not duel.properly_summoned(skull_dragon) and not duel.can_special_summon(skull_dragon, 0)


def _fuse_from_hand_or_deck(ctx):
    yield from fusion_summon(ctx, ctx.fusion_material_pool(("hand", "deck")))


def test_fusion_materials_from_the_deck_go_to_the_gy(monkeypatch):
    """seed 000 §融合召喚 (materials from places beside the hand and the field): a stand-in
    Spell ("Fusion Summon using monsters from your hand or Deck as materials, sent to the
    GY"; Brilliant Fusion takes them from the Deck alone, tests/cards/test_brilliant_fusion.py)
    fuses Summoned Skull in the hand with Red-Eyes Black
    Dragon in the Deck; a Fusion Summon, properly summoned."""
    stand_in(monkeypatch, "Fusion Recovery", [
        activate(_fuse_from_hand_or_deck,
                 condition=lambda ctx: bool(fusion_targets(ctx, ctx.fusion_material_pool(("hand", "deck")))))])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Fusion Recovery", "Summoned Skull")
    table.extra(0, "Black Skull Dragon")
    table.deck(0, ["Celtic Guardian"] * 4 + ["Red-Eyes Black Dragon"])
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fusion Recovery")
    s.pick("select", "Black Skull Dragon")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]
    assert sorted(grave(duel, 0)) == ["Fusion Recovery", "Red-Eyes Black Dragon", "Summoned Skull"]
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian"] * 4
    assert duel.properly_summoned(duel.monsters(0)[0])


def test_a_fusion_material_place_the_engine_does_not_know_is_refused():
    """A script that names a place no Fusion Material may come from gets a clear error."""
    table = _mirror_table()
    duel = table.build()
    try:
        duel.fusion_material_pool(0, ("banished",))
    except ValueError as error:
        assert "banished" in str(error)
    else:
        raise AssertionError("no error")
