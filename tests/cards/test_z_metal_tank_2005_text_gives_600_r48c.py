"""Z-Metal Tank's 2005 text gives exactly 600 ATK and DEF (round 48c).

Z-Metal Tank's 2005 text (GOAT): while its own effect equips it, the monster gains 600 ATK and
DEF, as today's text. Y-Dragon Head (1500/1600) equipped with it is 2100/2200 under the GOAT
rules too."""

from duelist.testing.scenario import Script, Table


def test_z_metal_tank_equipped_to_y_dragon_head_under_goat_makes_2100_2200():
    """Q: (GOAT) I equip Z-Metal Tank to my Y-Dragon Head with its effect. What are Y-Dragon
    Head's ATK and DEF? A: 2100 and 2200."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Y-Dragon Head", zone=0)
    table.monster(0, "Z-Metal Tank", zone=1)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Z-Metal Tank", request="idle")
    s.pick("target", "Y-Dragon Head")
    s.expect("idle", player=0)
    y = duel.players[0].mzone[0]
    assert (duel.atk(y), duel.defense(y)) == (2100, 2200)
