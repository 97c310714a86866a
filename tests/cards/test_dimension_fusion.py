"""Dimension Fusion (23557835), Normal Spell: pay 2000 LP; both players Special Summon as many of
their banished monsters as possible.

Rulings relied on: yugioh-wiki.net 《次元融合》 (each player summons their own face-up banished
monsters to their own field, in face-up Attack or Defense Position of their choice; with more
monsters than free zones each chooses which; a monster whose summoning condition forbids it,
e.g. a Fusion Monster never properly Fusion Summoned, cannot come back; the LP are a cost).
The 2005 text ("Pay 2000 Life Points. Both players Special Summon as many of their monsters that
are removed from play as possible") does the same. Seed 000 §具有蘇生限制的怪獸的特殊召喚."""

from duelist.testing.scenario import Script, Table


def _answer_positions(duel, s, position="Attack Position"):
    while duel.request.kind == "option":
        s.pick("option", position, player=duel.request.player)


def test_dimension_fusion_brings_back_both_players_banished_monsters():
    """Q: I pay 2000 for Dimension Fusion; Battle Ox and Celtic Guardian are banished on my
    side, Blue-Eyes White Dragon on my opponent's. A: 6000 LP; my two come back on my field,
    Blue-Eyes on theirs (they choose its position: Defense)."""
    table = Table(turn=3)
    table.hand(0, "Dimension Fusion")
    table.banished(0, "Battle Ox", face_down=False)
    table.banished(0, "Celtic Guardian", face_down=False)
    table.banished(1, "Blue-Eyes White Dragon", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimension Fusion")
    s.pick("option", "Attack Position", player=0)
    s.pick("option", "Attack Position", player=0)
    s.pick("option", "Defense Position", player=1)
    assert duel.players[0].lp == 6000
    assert sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "Celtic Guardian"]
    assert [(c.name, c.position) for c in duel.monsters(1)] == [("Blue-Eyes White Dragon", "defense")]
    assert duel.players[0].banished == [] and duel.players[1].banished == []


def test_dimension_fusion_with_too_few_zones_lets_me_choose():
    """Q: I control four monsters and have Battle Ox and Dark Magician banished. A: one zone is
    free: I choose Dark Magician; Battle Ox stays banished."""
    table = Table(turn=3)
    table.hand(0, "Dimension Fusion")
    for name in ["Mystical Elf", "Celtic Guardian", "Koumori Dragon", "Hitotsu-Me Giant"]:
        table.monster(0, name)
    table.banished(0, "Battle Ox", face_down=False)
    table.banished(0, "Dark Magician", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimension Fusion")
    s.pick("select", "Dark Magician", player=0, request="select")
    _answer_positions(duel, s)
    assert "Dark Magician" in [c.name for c in duel.monsters(0)] and len(duel.monsters(0)) == 5
    assert [c.name for c in duel.players[0].banished] == ["Battle Ox"]


def test_dimension_fusion_leaves_a_fusion_monster_never_fusion_summoned():
    """Q: Thousand-Eyes Restrict (never properly Fusion Summoned) and Battle Ox are banished on
    my side. A: only Battle Ox comes back."""
    table = Table(turn=3)
    table.hand(0, "Dimension Fusion")
    table.banished(0, "Thousand-Eyes Restrict", face_down=False)
    table.banished(0, "Battle Ox", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimension Fusion")
    _answer_positions(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert [c.name for c in duel.players[0].banished] == ["Thousand-Eyes Restrict"]


def test_dimension_fusion_needs_2000_lp_and_a_banished_monster():
    """Q: (a) I have 1500 LP and a banished Battle Ox; (b) 8000 LP but nothing banished.
    A: it cannot be activated in either."""
    table = Table(turn=3, lp=(1500, 8000))
    table.hand(0, "Dimension Fusion")
    table.banished(0, "Battle Ox", face_down=False)
    assert not Script(table.build()).has("activate", "Dimension Fusion")
    table = Table(turn=3)
    table.hand(0, "Dimension Fusion")
    assert not Script(table.build()).has("activate", "Dimension Fusion")


def test_dimension_fusion_negated_by_magic_jammer_keeps_the_2000_paid():
    """Q: GOAT preset (2005 text): my opponent answers Dimension Fusion with Magic Jammer.
    A: negated: nothing comes back, but my 2000 LP are paid (a cost): 6000."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Dimension Fusion")
    table.banished(0, "Battle Ox", face_down=False)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimension Fusion")
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Mystical Elf", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.players[0].lp == 6000 and duel.monsters(0) == []
    assert [c.name for c in duel.players[0].banished] == ["Battle Ox"]
