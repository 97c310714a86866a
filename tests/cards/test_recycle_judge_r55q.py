"""Recycle (96316857), a judge's second look (round 55q): once per turn.

Sources: the card's text in our words (in its own Standby Phase its player may pay 300 LP to put 1
non-monster card of their GY on the bottom of their Deck); yugioh-wiki.net 《リサイクル》 (the OCG
text, which names no limit a turn). The limit of once per turn is our reading, not a sourced
ruling: the English texts we could not check for it, and a Standby Phase is one moment of the
turn, which the card offers once (the script declares `once_per_turn`)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Recycle"


def test_recycle_only_once_in_a_standby_phase():
    """Q: my GY holds Pot of Greed and Graceful Charity. In my Standby Phase I use Recycle on Pot of
    Greed; may I use it again on Graceful Charity in the same Standby Phase? A: no (our reading):
    300 LP paid once, Graceful Charity stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.spell_trap(0, CARD, face_down=False)
    table.grave(0, "Pot of Greed", "Graceful Charity")
    table.deck(0, ["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    if duel.request.kind == "target":
        s.pick("target", "Pot of Greed", player=0)
    # (the opponent has no answer: it resolves; with nothing else to do the duel moves on to my
    # Main Phase -- a second use would have been offered here, in the Standby Phase)
    assert duel.players[0].deck[0].name == "Pot of Greed" and grave(duel, 0) == ["Graceful Charity"]
    assert not s.has("activate", CARD) and duel.phase == "main1"
    assert lp(duel) == (7700, 8000)
