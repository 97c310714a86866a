"""Iron Blacksmith Kotetsu (73431236), Flip: add 1 Equip Spell from your Deck to your hand.

Sources, in our words: the card's DCR-064 text (2004) and today's (a mandatory Flip effect: no ERAS
entry); yugioh-wiki.net 《名工 虎鉄》 (any Equip Spell of the Deck); a card added from the Deck is shown
to the opponent and the Deck is shuffled (as every search of this engine, kit.search_deck); with no Equip
Spell in the Deck the effect still resolves, doing nothing but the shuffle (our reading)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

KT = "Iron Blacksmith Kotetsu"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_iron_blacksmith_kotetsu_flip_summon_adds_an_equip_spell():
    """Q: I Flip Summon Iron Blacksmith Kotetsu; my Deck holds Axe of Despair, Pot of Greed and United We
    Stand. A: I pick United We Stand (an Equip Spell); Pot of Greed is not offered; my opponent sees it."""
    table = Table(rules="GOAT", turn=3)
    kt = table.monster(0, KT, position="set")
    table.deck(0, ["Axe of Despair", "Pot of Greed", "United We Stand"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", kt)
    _pass_all(duel, s)
    assert duel.request.kind == "select" and duel.request.player == 0
    assert sorted(o.name for o in duel.request.options if o.kind == "select") == ["Axe of Despair", "United We Stand"]
    s.pick("select", "United We Stand")
    _pass_all(duel, s)
    assert hand(duel, 0) == ["United We Stand"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Axe of Despair", "Pot of Greed"]
    assert any(e["type"] == "reveal" for e in duel.log)


def test_iron_blacksmith_kotetsu_no_equip_spell_in_the_deck():
    """Q: my Deck holds only Pot of Greed and Battle Ox. A: the Flip effect adds nothing; my hand stays
    empty."""
    table = Table(rules="GOAT", turn=3)
    kt = table.monster(0, KT, position="set")
    table.deck(0, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", kt)
    _pass_all(duel, s)
    assert duel.request.kind == "idle" and hand(duel, 0) == [] and len(duel.players[0].deck) == 2


def test_iron_blacksmith_kotetsu_flipped_by_an_attack_still_searches():
    """Q: my opponent's Battle Ox attacks my Set Iron Blacksmith Kotetsu (500 DEF). A: it is flipped and
    destroyed; its Flip effect still resolves: Axe of Despair to my hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    kt = table.monster(0, KT, position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Axe of Despair", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=kt, player=1)
    _pass_all(duel, s)
    s.pick("select", "Axe of Despair", player=0, request="select")
    _pass_all(duel, s)
    assert hand(duel, 0) == ["Axe of Despair"]
    assert [c.name for c in duel.players[0].grave] == [KT]
