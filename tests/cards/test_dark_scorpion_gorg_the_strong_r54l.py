"""Dark Scorpion - Gorg the Strong (48768179): when it deals its controller's opponent battle
damage, its controller may activate one of two effects, picked as it is activated: target a
monster the opponent controls and put it on top of its owner's Deck, or send the top card of the
opponent's Deck to the GY.

Sources: the card's text (DCR 2005 and today's, in our words: one meaning, no ERAS entry);
yugioh-wiki.net 《黒蠍－強力のゴーグ》: a trigger effect, one of the two chosen at activation; the
return targets a monster on the opponent's side (face-down too); seed 000 §卡片的移動: a card
returned to the Deck goes to its owner's Deck (a Fusion Monster to the Extra Deck instead)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

GORG = "Dark Scorpion - Gorg the Strong"


def _table(rules="GOAT", deck1=("Celtic Guardian", "Battle Ox", "Mystical Elf")):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GORG)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, list(deck1))      # top card first
    return table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _deck_top_first(duel, player):
    return [c.name for c in reversed(duel.players[player].deck)]


def test_dark_scorpion_gorg_the_strong_puts_a_monster_on_top_of_the_deck():
    """Q: Gorg (1800) destroys my opponent's Hitotsu-Me Giant (1200) in Attack Position, dealing
    600; their Mystical Elf (face-down) is left: I pick the return and target it. A: Mystical Elf
    goes on top of my opponent's Deck; Hitotsu-Me Giant is in the GY."""
    table = _table()
    table.monster(1, "Hitotsu-Me Giant")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GORG, target="Hitotsu-Me Giant")
    _finish(s)
    assert lp(duel) == (8000, 7400)
    s.pick("yes", player=0, request="yes_no")
    s.pick("option", "Return 1 of the opponent's monsters to the top of the Deck", player=0)
    s.pick("target", elf, player=0, request="target")
    _finish(s)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert _deck_top_first(duel, 1) == ["Mystical Elf", "Celtic Guardian", "Battle Ox", "Mystical Elf"]


def test_dark_scorpion_gorg_the_strong_mills_one_on_a_direct_attack():
    """Q: Gorg attacks directly (my opponent controls no monster). A: only the mill is open: no
    question of which effect; the top card (Celtic Guardian) goes to the GY."""
    duel = _table().build()
    s = Script(duel)
    s.pick("attack", GORG, target="player")
    _finish(s)
    assert lp(duel) == (8000, 6200)
    s.pick("yes", player=0, request="yes_no")
    _finish(s)
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert _deck_top_first(duel, 1) == ["Battle Ox", "Mystical Elf"]
    assert "targets" not in of_type(duel, "chain")[-1]


def test_dark_scorpion_gorg_the_strong_picks_the_mill_with_a_monster_left():
    """Q: a monster is left on my opponent's side but I pick the mill. A: the monster stays; the
    top card goes to the GY."""
    table = _table()
    table.monster(1, "Hitotsu-Me Giant")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GORG, target="Hitotsu-Me Giant")
    _finish(s)
    s.pick("yes", player=0)
    s.pick("option", "Send the top card of the opponent's Deck to the GY", player=0)
    _finish(s)
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Hitotsu-Me Giant"]


def test_dark_scorpion_gorg_the_strong_cannot_return_its_controllers_own_monster():
    """Q: may Gorg put my own Battle Ox on top of my Deck? A: no: only a monster the opponent
    controls is a target; with none there and an empty opposing Deck, no trigger."""
    table = _table(deck1=())
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GORG, target="player")
    _finish(s)
    assert lp(duel) == (8000, 6200)
    assert duel.request.kind == "battle"
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", GORG]


def test_dark_scorpion_gorg_the_strong_fusion_monster_goes_to_the_extra_deck():
    """Q: Gorg returns my opponent's face-up Fusion Monster, Gaia the Dragon Champion, "to the
    top of the Deck". A: a Fusion Monster returned to the Deck goes to its owner's Extra Deck
    instead; the Main Deck's top card is unchanged."""
    table = _table()
    table.monster(1, "Hitotsu-Me Giant")
    table.monster(1, "Gaia the Dragon Champion", position="defense", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GORG, target="Hitotsu-Me Giant")
    _finish(s)
    s.pick("yes", player=0)
    s.pick("option", "Return 1 of the opponent's monsters to the top of the Deck", player=0)
    s.pick("target", "Gaia the Dragon Champion", player=0)
    _finish(s)
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"]
    assert _deck_top_first(duel, 1)[0] == "Celtic Guardian"


def test_dark_scorpion_gorg_the_strong_is_optional():
    """Q: must I use it? A: no ("you can"): declined, my opponent's Deck is untouched."""
    duel = _table().build()
    s = Script(duel)
    s.pick("attack", GORG, target="player")
    _finish(s)
    s.pick("no", player=0, request="yes_no")
    _finish(s)
    assert grave(duel, 1) == [] and len(duel.players[1].deck) == 3


def test_dark_scorpion_gorg_the_strong_returned_sangan_searches_nothing():
    """Q: Gorg puts my opponent's Sangan on top of their Deck. A: Sangan went to the Deck, not
    the GY: its "sent from the field to the GY" search does not start (Sangan's text); my
    opponent will draw it next."""
    table = _table()
    table.monster(1, "Hitotsu-Me Giant")
    table.monster(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GORG, target="Hitotsu-Me Giant")
    _finish(s)
    s.pick("yes", player=0)
    s.pick("option", "Return 1 of the opponent's monsters to the top of the Deck", player=0)
    s.pick("target", "Sangan", player=0)
    _finish(s)
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert _deck_top_first(duel, 1)[0] == "Sangan" and grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert [e["name"] for e in of_type(duel, "chain")] == [GORG]
