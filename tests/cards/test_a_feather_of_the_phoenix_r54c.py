"""A Feather of the Phoenix: discard 1 card as the cost, then a targeted card in your GY goes on top
of your Deck.

Sources: the card's text (2005 print, Flaming Eternity, and today's say the same: no era
entry), in our own words. yugioh-wiki.net 《鳳凰神の羽根》: with another card already in the GY,
the card discarded for the cost may itself be the target; its FAQ: a Fusion Monster in the GY
may be targeted (it goes to the Extra Deck). Necrovalley's text: an effect that targets a card
in a GY is negated (the discard, a cost, stays paid)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_a_feather_of_the_phoenix_puts_a_gy_card_on_top_of_the_deck():
    """Q: I discard Battle Ox and target Pot of Greed in my GY. A: Pot of Greed goes on top of my
    Deck (my next draw); Battle Ox and Feather are in my GY."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "A Feather of the Phoenix", "Battle Ox")
    table.grave(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "A Feather of the Phoenix", request="idle")
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", "Pot of Greed")
    _pass_all(s, duel)
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian", "Pot of Greed"]
    assert grave(duel, 0) == ["Battle Ox", "A Feather of the Phoenix"] and hand(duel, 0) == []


def test_a_feather_of_the_phoenix_may_take_back_the_card_it_discarded():
    """Q: with Sangan in my GY, may I discard Sinister Serpent and put that very Serpent on top
    of my Deck? A: yes (yugioh-wiki.net 《鳳凰神の羽根》: another card in the GY, the cost's
    card may be the target)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "A Feather of the Phoenix", "Sinister Serpent")
    table.grave(0, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "A Feather of the Phoenix", request="idle")
    s.pick("select", "Sinister Serpent", request="select")
    assert sorted(o.name for o in duel.request.options if o.kind == "target") == ["Sangan", "Sinister Serpent"]
    s.pick("target", "Sinister Serpent")
    _pass_all(s, duel)
    assert [c.name for c in duel.players[0].deck] == ["Sinister Serpent"]
    assert grave(duel, 0) == ["Sangan", "A Feather of the Phoenix"]


def test_a_feather_of_the_phoenix_needs_a_card_in_the_gy_and_one_to_discard():
    """Q: may I activate it with an empty GY, or with no other card in my hand? A: no to both:
    it needs a card in my GY before the cost, and a card to discard."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "A Feather of the Phoenix", "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "A Feather of the Phoenix")
    table = Table(turn=3, turn_player=0)
    table.hand(0, "A Feather of the Phoenix")
    table.grave(0, "Pot of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", "A Feather of the Phoenix")


def test_a_feather_of_the_phoenix_targets_only_its_players_gy():
    """Q: may I target a card in my opponent's GY? A: no: only a card in my own GY."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "A Feather of the Phoenix", "Battle Ox")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", "A Feather of the Phoenix")


def test_a_feather_of_the_phoenix_sends_a_fusion_monster_to_the_extra_deck():
    """Q: (Goat) I target Thousand-Eyes Restrict in my GY. A: it goes back to my Extra Deck
    (yugioh-wiki.net 《鳳凰神の羽根》 FAQ: a Fusion Monster may be targeted)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "A Feather of the Phoenix", "Battle Ox")
    table.grave(0, "Thousand-Eyes Restrict")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "A Feather of the Phoenix", request="idle")
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", "Thousand-Eyes Restrict")
    _pass_all(s, duel)
    assert [c.name for c in duel.players[0].extra] == ["Thousand-Eyes Restrict"]
    assert duel.players[0].deck == []


def test_a_feather_of_the_phoenix_negated_by_necrovalley_keeps_the_discard():
    """Q: (Goat) Necrovalley is face-up; I discard Battle Ox for Feather targeting Pot of Greed.
    A: an effect that targets a card in the GY is negated: Pot of Greed stays in my GY, and the
    discarded Battle Ox stays discarded (a cost)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, "A Feather of the Phoenix", "Battle Ox")
    table.grave(0, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "A Feather of the Phoenix", request="idle")
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", "Pot of Greed")
    _pass_all(s, duel)
    assert sorted(grave(duel, 0)) == ["A Feather of the Phoenix", "Battle Ox", "Pot of Greed"]
    assert duel.players[0].deck == [] and hand(duel, 0) == []
