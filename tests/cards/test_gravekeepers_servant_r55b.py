"""Gravekeeper's Servant (16762927): a Continuous Spell; its controller's opponent must send the top
card of their Deck to the GY to declare an attack (applied as the attack is declared, no chain
link). While they cannot (an empty Deck; Macro Cosmos or Dimensional Fissure would banish the card
instead), they cannot declare an attack. Its controller's own attacks are free.

Sources: yugioh-wiki.net 《墓守の使い魔》 (the card's text; its rulings: the card is sent as a cost
as the attack is declared, with no chain link; with no card to send, or under Macro Cosmos, no
attack can be declared; under Dimensional Fissure it is uncertain whether the top card would reach
the GY, so no attack either); the MRL 2005 English text says the same (no ERAS entry); seed 000
§永續魔法 (a negated Continuous Spell applies nothing: Imperial Order)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Gravekeeper's Servant"


def _table(deck1=("Celtic Guardian", "Mystical Elf"), setup=None):
    """Player 1's turn: their Battle Ox faces player 0's Gravekeeper's Servant."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, CARD, face_down=False)
    table.monster(1, "Battle Ox")
    table.deck(1, list(deck1))
    if setup is not None:
        setup(table)
    return table


def _deck_names(duel, player):
    return [c.name for c in reversed(duel.players[player].deck)]     # top first


def test_gravekeepers_servant_sends_the_top_card_to_declare_an_attack():
    """Q: my opponent attacks directly with Battle Ox while my Servant is face-up. A: the top card
    of their Deck (Celtic Guardian) goes to their GY as the attack is declared; the attack goes on
    (1700 damage)."""
    duel = _table().build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    assert grave(duel, 1) == ["Celtic Guardian"] and _deck_names(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (6300, 8000)


def test_gravekeepers_servant_with_an_empty_deck_no_attack():
    """Q: my opponent's Deck is empty. May their Battle Ox attack? A: no: they cannot send the
    card, so they cannot declare an attack."""
    duel = _table(deck1=()).build()
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_gravekeepers_servant_the_last_card_pays_for_the_attack():
    """Q: my opponent's Deck holds one card. A: they may attack; that card goes to their GY and the
    attack is not stopped by the now empty Deck (the requirement is for the declaration)."""
    duel = _table(deck1=("Celtic Guardian",)).build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    assert grave(duel, 1) == ["Celtic Guardian"] and duel.players[1].deck == []
    assert lp(duel) == (6300, 8000)


def test_gravekeepers_servant_under_macro_cosmos_no_attack():
    """Q: Macro Cosmos is face-up (cards sent to the GY are banished instead). May my opponent
    attack? A: no: the top card cannot be sent to the GY, so no attack can be declared."""
    duel = _table(setup=lambda t: t.spell_trap(0, "Macro Cosmos", face_down=False)).build()
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_gravekeepers_servant_does_not_tax_its_controllers_attacks():
    """Q: in my own turn my Battle Ox attacks directly. A: nothing is sent from my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, CARD, face_down=False)
    table.monster(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="player", request="battle")
    assert grave(duel, 0) == [] and len(duel.players[0].deck) == 1
    assert lp(duel) == (8000, 6300)


def test_gravekeepers_servant_two_copies_two_cards():
    """Q: I control two Servants. A: each asks its own card: my opponent's attack sends their top
    two cards; with a single card in their Deck they cannot attack."""
    def two(t):
        t.spell_trap(0, CARD, face_down=False)
    duel = _table(deck1=("Celtic Guardian", "Mystical Elf", "Koumori Dragon"), setup=two).build()
    Script(duel).pick("attack", "Battle Ox", target="player", request="battle")
    assert grave(duel, 1) == ["Celtic Guardian", "Mystical Elf"] and _deck_names(duel, 1) == ["Koumori Dragon"]
    duel = _table(deck1=("Celtic Guardian",), setup=two).build()
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_gravekeepers_servant_negated_by_imperial_order():
    """Q: Imperial Order is face-up; my opponent's Deck is empty. A: Servant's effect is negated:
    Battle Ox may attack, and nothing is sent."""
    duel = _table(deck1=(), setup=lambda t: t.spell_trap(1, "Imperial Order", face_down=False)).build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    assert grave(duel, 1) == [] and lp(duel) == (6300, 8000)


def test_gravekeepers_servant_under_dimensional_fissure():
    """Q: Dimensional Fissure is face-up (monsters sent to the GY are banished instead). May my
    opponent attack? A: not while their Deck holds a monster: the hidden top card might not reach
    the GY (yugioh-wiki.net's FAQ: uncertain, so no attack); with only Spells left in it, they may,
    and the top one goes to the GY."""
    fissure = lambda t: t.spell_trap(0, "Dimensional Fissure", face_down=False)    # noqa: E731
    duel = _table(deck1=("Pot of Greed", "Celtic Guardian"), setup=fissure).build()
    assert [o.kind for o in duel.request.options] == ["end_battle"]
    duel = _table(deck1=("Pot of Greed", "Dark Hole"), setup=fissure).build()
    Script(duel).pick("attack", "Battle Ox", target="player", request="battle")
    assert grave(duel, 1) == ["Pot of Greed"] and lp(duel) == (6300, 8000)
