"""A Charmer's control ends while the monster's owner has no free Main Monster Zone (round 57i).

The Charmers (Hiita, Wynn, Aussa, Eria: `kit.charmer_effects`) keep the monster they took only
while they are face-up on the field. When that ends, the control change ends: the monster goes
back to the player it was taken from. With all five of that player's Main Monster Zones taken,
it cannot come back: it is sent to its owner's GY, the rule the engine applies to every control
change that ends (Change of Heart's End Phase, Snatch Steal leaving the field: tests/rules/
test_control_return_finding_no_main_monster_zone_r52p.py, and r39s). Seed 000 §怪獸區域 (a
monster on the field stands in one of its controller's five Monster Zones: there is no sixth);
the rest is the engine's reading of a control that ends with no zone to come back to (r52p),
applied here to the Charmers' "while this card is face-up on the field" (the card's text,
Metagame.com's Charmer article: the control ends once the Charmer leaves the field). Under
Master Rule 5 an empty Extra Monster Zone does not take it (yugioh-wiki.net
「エクストラモンスターゾーン」: a Main Deck monster comes back to a Main Monster Zone only)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

FOUR = ["Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon", "Beaver Warrior"]


def _pass_chain(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _charmed_then_filled(taken_name, rules="MR5"):
    """Player 0 flips Hiita and takes player 1's `taken_name`; player 1, with four more
    monsters, fills the freed zone with Call of the Haunted as player 0 enters the Battle
    Phase. Returns the duel, the script, Hiita and the taken monster."""
    table = Table(rules=rules, turn=3, turn_player=0)
    hiita = table.monster(0, "Hiita the Fire Charmer", position="set")
    taken = table.monster(1, taken_name)
    for name in FOUR:
        table.monster(1, name)
    table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Celtic Guardian")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hiita)
    s.pick("target", taken_name)
    _pass_chain(s)
    assert taken.card(duel).controller == 0
    s.pick("battle")
    s.pick("activate", "Call of the Haunted", player=1)
    s.pick("target", "Celtic Guardian", player=1)
    _pass_chain(s)
    assert sorted(field_monsters(duel, 1)) == sorted(FOUR + ["Celtic Guardian"])
    if duel.request.kind == "idle":
        s.pick("battle")        # (the response came as Main Phase 1 was ending: it goes on)
    return duel, s, hiita, taken


def _hiita_dies_attacking(duel, s, hiita):
    """Hiita (500 ATK) attacks Hitotsu-Me Giant (1200 ATK) and is destroyed by battle."""
    s.pick("attack", hiita, target="Hitotsu-Me Giant")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert hiita.card(duel).location == "grave"


def test_a_charmer_destroyed_while_the_owner_has_five_monsters_sends_the_taken_one_to_the_gy():
    """Q: my Hiita took my opponent's Great Angus; my opponent then filled their five Main
    Monster Zones (Call of the Haunted). Hiita attacks Hitotsu-Me Giant and is destroyed by
    battle. Where does Great Angus go? A: it cannot come back to my opponent's field, so it is
    sent to its owner's (my opponent's) GY; it does not stay with me, and the empty Extra
    Monster Zones do not take it."""
    duel, s, hiita, angus = _charmed_then_filled("Great Angus")
    _hiita_dies_attacking(duel, s, hiita)
    assert angus.card(duel).location == "grave" and angus.card(duel).owner == 1
    assert "Great Angus" in grave(duel, 1)
    assert field_monsters(duel, 0) == []
    assert duel.emz == [None, None]
    assert sorted(field_monsters(duel, 1)) == sorted(FOUR + ["Celtic Guardian"])
    assert [(e["player"], e["reason"]) for e in duel.log
            if e["type"] == "to_grave" and e["name"] == "Great Angus"] == [(1, "no_zone")]


def test_a_charmer_destroyed_while_the_owner_has_a_free_zone_gives_the_monster_back():
    """Q: the same, but my opponent has no Call of the Haunted monster yet (a zone is free) when
    Hiita is destroyed by battle. A: Great Angus goes back to my opponent's field at once."""
    table = Table(turn=3, turn_player=0)
    hiita = table.monster(0, "Hiita the Fire Charmer", position="set")
    angus = table.monster(1, "Great Angus")
    for name in FOUR:
        table.monster(1, name)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hiita)
    s.pick("target", "Great Angus")
    _pass_chain(s)
    s.pick("battle")
    _hiita_dies_attacking(duel, s, hiita)
    assert angus.card(duel).controller == 1 and angus.card(duel).location == "mzone"
    assert grave(duel, 1) == []


def test_a_charmer_destroyed_under_goat_sends_the_taken_one_to_the_gy_too():
    """Q: the first position under the GOAT preset (2005 rules, no Extra Monster Zone): my
    opponent's five Monster Zones are full when Hiita is destroyed by battle. A: the same rule:
    Great Angus is sent to my opponent's GY, and I control no monster."""
    duel, s, hiita, angus = _charmed_then_filled("Great Angus", rules="GOAT")
    _hiita_dies_attacking(duel, s, hiita)
    assert angus.card(duel).location == "grave" and "Great Angus" in grave(duel, 1)
    assert field_monsters(duel, 0) == []
