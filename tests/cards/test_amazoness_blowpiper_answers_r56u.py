"""Amazoness Blowpiper (73574678): a judge's second look (round 56u) at answers to its trigger.

Sources: ygorulings.blogspot.com "DREV Part 2" (2010: a mandatory trigger effect in its
controller's Standby Phase that targets 1 face-up monster of the opponent's; the loss does not
depend on the Blowpiper staying on the field); yugioh-wiki.net 《アマゾネスの吹き矢兵》 (選択して
発動: it targets). A target that is no longer a face-up monster of the opponent's as the effect
resolves is not affected (seed 000 §效果分類, a targeting effect applies to its target only while
it is still valid); a monster flipped face-down and up again is a new object: no loss."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

BP = "Amazoness Blowpiper"


def _standby(book=False, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="standby")
    table.monster(0, BP)
    skull = table.monster(1, "Summoned Skull")
    if book:
        table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel), skull


def test_amazoness_blowpiper_target_flipped_face_down_in_answer():
    """Q: my Standby Phase: the Blowpiper's effect targets Summoned Skull; my opponent chains Book
    of Moon on the Skull. A: the Skull is face-down as the effect resolves: it loses nothing; the
    Blowpiper's chain link is in the log; both rule sets."""
    for rules in ("GOAT", "MR5"):
        duel, s, skull = _standby(book=True, rules=rules)
        s.pick("target", skull, player=0, request="target")
        s.pick("activate", "Book of Moon", player=1, request="chain")
        s.pick("target", skull, player=1, request="target")
        while duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        assert duel.phase == "main1", rules
        assert skull.card(duel).position == "set" and grave(duel, 1) == ["Book of Moon"], rules
        assert [e["name"] for e in of_type(duel, "chain")][:1] == [BP], rules
        assert duel.atk(skull.card(duel)) == 2500, rules


def test_amazoness_blowpiper_only_one_target_must_be_taken():
    """Q: my Standby Phase comes; my opponent's only face-up monster is Summoned Skull. A: the
    effect is not optional (no yes/no question): I target the Skull, which has 2000 in my Main
    Phase 1."""
    duel, s, skull = _standby()
    s.pick("target", skull, player=0, request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.phase == "main1" and duel.atk(skull.card(duel)) == 2000
