"""A Normal Trap whose card is destroyed in answer to its activation still resolves: the card's
activation is no effect of a face-up Spell or Trap "activated after it was activated", so the
rule of seed 000 §永續陷阱 / §永續魔法 / §場地魔法 / §裝備魔法 (連鎖已經發動的…發動的新的效果将該…破壞的
場合，…效果不處理: an effect such a card activated later, its card destroyed in the chain, does
not resolve) does not reach it (seed 000 §通常陷阱: a Normal Trap resolves, then goes to the GY;
OCG ruling: Mystical Space Typhoon chained to a Normal Trap destroys it, and the Trap's effect
still resolves -- Yugipedia, Card Rulings: Mystical Space Typhoon). chain.py `_resolve_chain`'s
`not link.card_activation`.

No card activation of the pool declares a range of the Spell & Trap Zone alone (a card
activation's default range holds the hand too, which the rule's range test leaves out): Waboku
stands in for one, a Normal Trap "gain 1000 LP" activated from the field only
(tests/rules/stand_ins.py).

Round 39w (mutation testing of stop 39's last lines): fails with the mutant that drops
`not link.card_activation` from that rule (`chain.py | drop-and-operand-1 | applied and (not
link.card_activation) and ...`)."""

from duelist.cards.common import activate
from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

from tests.rules.stand_ins import stand_in


def test_a_normal_trap_destroyed_by_mystical_space_typhoon_in_answer_still_resolves(monkeypatch):
    """Question: player 0 activates a Set Normal Trap ("gain 1000 LP"); player 1 chains Mystical
    Space Typhoon and destroys it. Does player 0 gain the 1000 LP?
    Answer: yes (9000 LP); the Trap is in the GY."""
    stand_in(monkeypatch, "Waboku", [activate(lambda ctx: ctx.recover(ctx.player, 1000), range=(S.SZONE,))])
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Waboku")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Waboku", player=1)
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)
    assert duel.players[0].lp == 9000
    assert "Waboku" in [c.name for c in duel.players[0].grave]
