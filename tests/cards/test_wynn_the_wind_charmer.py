"""Wynn the Wind Charmer: FLIP: target 1 WIND monster the opponent controls; its controller
takes control of it while Wynn is face-up on the field (`kit.charmer_effects`, whose rulings
tests/cards/test_hiita_the_fire_charmer.py checks in full).

Sources: the card's text (2005 LOD print and today's do the same); Metagame.com's judge article
on the Lost Millennium Charmers (the target must be of the named Attribute; the control ends
when the Charmer leaves the field or is turned face-down); seed 000 §上級召喚 (a monster its
player controls may be Tributed for a Tribute Summon: one taken from the opponent too, and it
goes to its owner's GY)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _flipped(extra_hand=()):
    table = Table(turn=3, turn_player=0)
    wynn = table.monster(0, "Wynn the Wind Charmer", position="set")
    table.monster(1, "Harpie Lady")
    table.monster(1, "Great Angus")
    table.hand(0, *extra_hand)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", wynn)
    return duel, s, wynn


def test_wynn_the_wind_charmer_takes_only_a_wind_monster():
    """Q: I Flip Summon Wynn; my opponent controls Harpie Lady (WIND) and Great Angus (FIRE):
    A: only Harpie Lady may be targeted; I control it."""
    duel, s, wynn = _flipped()
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Harpie Lady"]
    s.pick("target", "Harpie Lady")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Wynn the Wind Charmer", "Harpie Lady"]
    assert field_monsters(duel, 1) == ["Great Angus"]


def test_wynn_the_wind_charmer_taken_monster_tributed_goes_to_its_owners_grave():
    """Q: I Tribute the Harpie Lady Wynn took for my Summoned Skull: A: allowed (I control it);
    it goes to my opponent's GY, and nothing comes back later when Wynn leaves."""
    duel, s, wynn = _flipped(extra_hand=("Summoned Skull",))
    s.pick("target", "Harpie Lady")
    _resolve(s)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Harpie Lady", request="tribute")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Wynn the Wind Charmer", "Summoned Skull"]
    assert grave(duel, 1) == ["Harpie Lady"] and grave(duel, 0) == []
