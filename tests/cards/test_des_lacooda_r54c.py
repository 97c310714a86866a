"""Des Lacooda: once per turn it may turn itself face-down; when Flip Summoned, its controller
draws 1 card.

Sources: the card's text (2005 print, Pharaonic Guardian: once per turn flip this card into
face-down Defense Position; when Flip Summoned successfully, draw 1 card; today's says the
same: no era entry), in our own words. The draw is a mandatory trigger of the Flip Summon only,
not a FLIP effect (as Stealth Bird's "When this card is Flip Summoned", yugioh-wiki.net); so
Des Lacooda is no Flip Effect Monster, and Nobleman of Crossout banishes a Set one alone
(Nobleman of Crossout's text: only a Flip Effect Monster's copies leave the Decks)."""

from duelist.testing.reads import banished, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_des_lacooda_flip_summoned_draws_a_card():
    """Q: I Flip Summon Des Lacooda. A: I draw 1 card (Pot of Greed, my Deck's top)."""
    table = Table(turn=3)
    lacooda = table.monster(0, "Des Lacooda", position="set")
    table.deck(0, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", lacooda)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Pot of Greed"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_des_lacooda_turns_itself_face_down_once_per_turn():
    """Q: may my face-up Des Lacooda turn itself face-down? A: yes, once per turn, in my Main
    Phase: it is face-down in Defense Position, and no card is drawn."""
    table = Table(turn=3)
    lacooda = table.monster(0, "Des Lacooda")
    table.deck(0, ["Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", lacooda, request="idle")
    _pass_all(s, duel)
    assert lacooda.card(duel).position == "set" and hand(duel, 0) == []
    assert not s.has("activate", lacooda)


def test_des_lacooda_flipped_by_an_attack_draws_nothing():
    """Q: my opponent's Battle Ox attacks my Set Des Lacooda. A: flipped by the attack, not Flip
    Summoned: no draw (and it is destroyed)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    lacooda = table.monster(0, "Des Lacooda", position="set")
    table.deck(0, ["Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=lacooda, player=1)
    _pass_all(s, duel)
    assert hand(duel, 0) == [] and [c.name for c in duel.players[0].grave] == ["Des Lacooda"]


def test_nobleman_of_crossout_on_a_set_des_lacooda_leaves_the_decks_copies():
    """Q: (Goat) I Nobleman of Crossout my opponent's Set Des Lacooda. A: it is banished alone:
    Des Lacooda is no Flip Effect Monster, so the Des Lacooda in their Deck stays."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Nobleman of Crossout")
    lacooda = table.monster(1, "Des Lacooda", position="set")
    table.deck(1, ["Des Lacooda", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", lacooda)
    while duel.request.kind != "idle":
        s.pick("pass")
    assert banished(duel, 1) == ["Des Lacooda"]
    assert sorted(c.name for c in duel.players[1].deck) == ["Battle Ox", "Des Lacooda"]
