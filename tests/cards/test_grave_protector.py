"""Grave Protector (11448373, 《グレイヴ・キーパー》): while it is face-up on the field, a monster
destroyed by battle goes back to its owner's Deck instead of the GY, and that Deck is shuffled.

Sources: yugioh-wiki.net 《グレイヴ・キーパー》 (its text: destroyed by battle, not to the GY but
back to the owner's Deck, then the Deck shuffled; FAQ: with Banisher of the Light also on the
field, a monster destroyed by battle goes to the Deck and the other cards are banished -- Macro
Cosmos's "banish instead" is the same kind of effect); the 2005 print (AST-077) in our words,
the same. A monster that goes to the Deck instead was never sent to the GY, so Sangan's "sent to
the GY" trigger does not come (our reading of the text and of Sangan's)."""

from duelist.testing.reads import banished, field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

PROTECTOR = "Grave Protector"


def _pass(s):
    for _ in range(12):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_grave_protector_sends_a_monster_destroyed_by_battle_to_the_deck():
    """Q: my Grave Protector is face-up; my Battle Ox (1700) attacks my opponent's Kuriboh (300,
    Attack Position). A: Kuriboh is destroyed by battle and goes back to my opponent's Deck, not
    the GY; my opponent takes 1400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, PROTECTOR, position="defense")
    table.monster(0, "Battle Ox")
    kuriboh = table.monster(1, "Kuriboh")
    table.deck(1, ["Dark Hole", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Kuriboh")
    _pass(s)
    assert kuriboh.card(duel).location == "deck" and kuriboh.card(duel).owner == 1
    assert grave(duel, 1) == [] and field_monsters(duel, 1) == []
    assert len(duel.players[1].deck) == 3
    assert lp(duel) == (8000, 8000 - 1400)


def test_grave_protector_reaches_its_own_players_monsters_too():
    """Q: my opponent's Grave Protector is face-up (Defense Position); my Kuriboh attacks their
    Battle Ox and is destroyed. A: Kuriboh goes back to my Deck: the effect reaches both
    players' monsters."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    kuriboh = table.monster(0, "Kuriboh")
    table.monster(1, PROTECTOR, position="defense")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kuriboh", target="Battle Ox")
    _pass(s)
    assert kuriboh.card(duel).location == "deck" and grave(duel, 0) == []
    assert lp(duel) == (8000 - 1400, 8000)


def test_grave_protector_face_down_applies_nothing():
    """Q: my Grave Protector is Set (face-down); my Battle Ox destroys my opponent's Kuriboh by
    battle. A: its effect works only face-up: Kuriboh goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, PROTECTOR, position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Kuriboh")
    _pass(s)
    assert grave(duel, 1) == ["Kuriboh"]


def test_grave_protector_leaves_a_destruction_by_an_effect_alone():
    """Q: my Grave Protector is face-up; I activate Fissure, destroying my opponent's Kuriboh.
    A: only monsters destroyed by battle go to the Deck: Kuriboh goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PROTECTOR, position="defense")
    table.monster(1, "Kuriboh")
    table.hand(0, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", request="idle")
    _pass(s)
    assert grave(duel, 1) == ["Kuriboh"] and grave(duel, 0) == ["Fissure"]


def test_grave_protector_sangan_destroyed_by_battle_searches_nothing():
    """Q: my opponent's Grave Protector is face-up; my Battle Ox destroys their Sangan by battle.
    A: Sangan goes back to their Deck, not the GY: its "sent to the GY" effect does not
    activate, and their hand stays empty."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    sangan = table.monster(1, "Sangan")
    table.monster(1, PROTECTOR, position="defense")
    table.deck(1, ["Kuriboh", "Dark Hole"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Sangan")
    _pass(s)
    assert sangan.card(duel).location == "deck"
    assert hand(duel, 1) == [] and grave(duel, 1) == []
    assert not any(e["type"] == "chain" for e in duel.log)


def test_grave_protector_comes_before_macro_cosmos():
    """Q: my Grave Protector and my opponent's Macro Cosmos are face-up. I activate Fissure,
    destroying their Kuriboh; then my Battle Ox (1700) attacks their Battle Ox (1700): both are
    destroyed by battle. A: Fissure and Kuriboh are banished (Macro Cosmos); the two Battle Ox,
    destroyed by battle, go back to their owners' Decks (yugioh-wiki.net 《グレイヴ・キーパー》
    FAQ: beside a "banish instead" card, a monster destroyed by battle goes to the Deck)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PROTECTOR, position="defense")
    mine = table.monster(0, "Battle Ox")
    table.monster(1, "Kuriboh")
    theirs = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.hand(0, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", request="idle")
    _pass(s)
    assert banished(duel, 0) == ["Fissure"] and banished(duel, 1) == ["Kuriboh"]
    s.pick("battle", request="idle")
    _pass(s)
    s.pick("attack", "Battle Ox", target="Battle Ox")
    _pass(s)
    assert mine.card(duel).location == "deck" and mine.card(duel).owner == 0
    assert theirs.card(duel).location == "deck" and theirs.card(duel).owner == 1
    assert banished(duel, 0) == ["Fissure"] and banished(duel, 1) == ["Kuriboh"]
    assert grave(duel, 0) == [] and grave(duel, 1) == []
