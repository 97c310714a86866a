"""Gravekeeper's Servant (16762927), a judge's second look (round 55q): a Set Servant asks
nothing.

Sources: Seed 000 §永續魔法 (a Continuous Spell applies its text only while it is face-up in the
Spell & Trap Zone); the card's text in our words (the opponent mills their top card to declare an
attack)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_gravekeepers_servant_set_face_down_asks_nothing():
    """Q: my Gravekeeper's Servant is still Set (face-down) when my opponent's Battle Ox attacks
    directly. A: it applies nothing: no card leaves their Deck, and the attack deals 1700."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Gravekeeper's Servant", face_down=True)
    table.monster(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="player", request="battle")
    assert grave(duel, 1) == [] and len(duel.players[1].deck) == 1
    assert lp(duel) == (6300, 8000)
