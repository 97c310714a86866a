"""Cure Mermaid (85802526): in each of your Standby Phases, you gain 800 LP.

Sources, in our words: the card's texts (LON-041, 2003, and today's: the same; no ERAS entry); the
OCG text (yugioh-wiki.net 《プリンセス人魚》): a mandatory trigger effect of the face-up monster in its
controller's Standby Phase (seed 000 §誘發效果), so a Set Cure Mermaid does nothing and Skill Drain
stops it; the opponent's Standby Phase gives nothing."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

CM = "Cure Mermaid"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _to_my_main(position="attack", extra=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw", lp=(5000, 8000))
    table.monster(0, CM, position=position)
    if extra:
        table.spell_trap(1, extra, face_down=False)
    table.deck(0, ["Sangan", "Battle Ox"])
    table.deck(1, ["Sangan", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    _pass_all(s, duel)
    return duel, s


def test_cure_mermaid_gives_800_in_my_standby_phase():
    """Q: my face-up Cure Mermaid is on the field as my turn begins, with me at 5000 LP. A: in my
    Standby Phase its trigger gives me 800: 5800."""
    duel, _ = _to_my_main()
    assert duel.phase == "main1" and lp(duel) == (5800, 8000)
    assert [e["name"] for e in of_type(duel, "chain")] == [CM]


def test_cure_mermaid_nothing_in_the_opponents_standby_phase():
    """Q: the same, and we go on to my opponent's turn. A: their Standby Phase gives nothing: still
    5800."""
    duel, s = _to_my_main()
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn_player == 1 and lp(duel) == (5800, 8000)
    assert len(of_type(duel, "chain")) == 1


def test_cure_mermaid_set_gives_nothing():
    """Q: my Cure Mermaid is Set (face-down) as my turn begins. A: no gain: 5000."""
    duel, _ = _to_my_main(position="set")
    assert duel.phase == "main1" and lp(duel) == (5000, 8000) and of_type(duel, "chain") == []


def test_cure_mermaid_under_skill_drain_gives_nothing():
    """Q: my opponent has a face-up Skill Drain. A: the effects of face-up monsters are negated: no
    gain in my Standby Phase."""
    duel, _ = _to_my_main(extra="Skill Drain")
    assert duel.phase == "main1" and lp(duel) == (5000, 8000)
