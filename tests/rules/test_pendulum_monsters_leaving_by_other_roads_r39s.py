"""Where a Pendulum Monster goes when it leaves by a road other than a plain destruction
(seed 000 §靈擺怪獸: 靈擺怪獸從場上送去墓地的場合，不會送去墓地而是表側表示加入自己的額外卡組;
§額外卡組區域; §當作魔法卡的靈擺怪獸: in a Pendulum Zone it is a Spell Card; seed 000 §連接召喚:
a Pendulum Monster used as material goes face-up to the Extra Deck). The Extra Deck road is
for a card sent *from the field* to the GY: an Xyz Material is not on the field (seed 004
§XYZ怪兽的XYZ素材), and a "banished instead of going to the GY" floodgate takes the card away
before the road opens (yugioh-hack.com, よく分かるペンデュラム召喚 第5回: マクロコスモスによって
除外される; Synchro and Fusion materials go to the Extra Deck)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

PEARL = "Gem-Knight Pearl"
GAIA_KNIGHT = "Gaia Knight, the Force of Earth"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def _extra_face_up(duel, player):
    return [c.name for c in duel.players[player].extra if c.face_up]


def test_a_pendulum_monster_detached_with_its_xyz_monster_goes_to_the_gy():
    """Question: Gem-Knight Pearl holds Flash Knight (a Pendulum Monster) and Celtic Guardian
    as materials; Dark Hole destroys Pearl. Where does Flash Knight go?
    Answer: to the GY, not to the Extra Deck: as a material it was not on the field, so it is
    not "sent from the field to the GY" (seed 004 §XYZ怪兽的XYZ素材; seed 000 §靈擺怪獸)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(1, PEARL, materials=["Flash Knight", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Flash Knight", PEARL]
    assert _extra_face_up(duel, 1) == []


def test_a_pendulum_monster_used_as_synchro_material_goes_face_up_to_the_extra_deck():
    """Question: Effect Veiler (Tuner, 1) and Mandragon (Pendulum, 5) are used for Gaia Knight,
    the Force of Earth (6). Where does Mandragon go?
    Answer: it is sent from the field to the GY as a material, so it goes face-up to its
    owner's Extra Deck instead; Effect Veiler goes to the GY (seed 000 §靈擺怪獸, §同調召喚)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Effect Veiler")
    table.monster(0, "Mandragon")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", GAIA_KNIGHT)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]
    assert grave(duel, 0) == ["Effect Veiler"]
    assert _extra_face_up(duel, 0) == ["Mandragon"]


def test_macro_cosmos_banishes_a_pendulum_monster_destroyed_on_the_field():
    """Question: with Macro Cosmos face-up, Dark Hole destroys Flash Knight (a Pendulum Monster
    in a Monster Zone). Does it go to the Extra Deck?
    Answer: no, it is banished: "banished instead of going to the GY" leaves no GY for the
    Pendulum road to replace (yugioh-hack.com, Pendulum 第5回)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.monster(1, "Flash Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    assert banished(duel, 1) == ["Flash Knight"]
    assert _extra_face_up(duel, 1) == [] and grave(duel, 1) == []
