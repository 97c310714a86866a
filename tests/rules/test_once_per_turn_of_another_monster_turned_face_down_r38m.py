"""A "once per turn" use belongs to the card that used it: another monster turned face-down
does not give it back (round 38r's rule: a monster turned face-down and face-up again is a new
card whose once-per-turn use is not spent; the OCG rule book on 「1ターンに1度」, "once per turn
per card, while that card is face-up in its current location"; seed 000 §怪獸的表示形式).

Elemental HERO Prisma uses its once-per-turn effect (sending Dark Magician, revealing Dark
Flare Knight); then Book of Moon turns player 0's Celtic Guardian face-down. Prisma stayed
face-up where it was: its use is still spent, and its effect is not offered again although a
second Dark Magician is in the Deck.

Round 38m's mutant: actions.py `change_position` with `k[0] == uid` dropped (every card's
once-per-turn uses forgotten when any monster is turned face-down)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

PRISMA = "Elemental HERO Prisma"


def _settle(s, duel):
    for _ in range(8):
        if duel.request.kind == "idle" and duel.request.player == 0:
            return
        s.pick("pass")
    raise AssertionError("still %r" % duel.request.kind)


def test_prismas_use_stays_spent_when_another_monster_is_turned_face_down():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, PRISMA)
    guardian = table.monster(0, "Celtic Guardian")
    table.extra(0, "Dark Flare Knight")
    table.hand(0, "Book of Moon")
    table.deck(0, ["Dark Magician", "Dark Magician"] + ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Dark Flare Knight", request="select")
    s.pick("select", "Dark Magician", request="select", first=True)
    _settle(s, duel)
    assert not s.has("activate", PRISMA)
    s.pick("activate", "Book of Moon", request="idle")
    s.pick("target", guardian, request="target")
    _settle(s, duel)
    assert guardian.card(duel).position == S.FACEDOWN_DEFENSE
    assert not s.has("activate", PRISMA)
