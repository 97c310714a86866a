"""Invader of the Throne (3056267) flipped while the opponent's only monster is a face-up Mataza
the Zapper (22609617): nothing switches control.

Sources: Mataza the Zapper's text in my words (while it is face-up, control of it cannot switch),
with the general ruling tests/cards/test_mataza_the_zapper_r54m.py cites (yugioh-wiki.net
《不意打ち又佐》; such a monster is no legal choice for an effect that changes control); Invader of
the Throne's (a Flip effect: this card and 1 monster the opponent controls switch control). Either
way Mataza cannot be the monster traded: both monsters stay with their controllers. Round 55o:
kills actions.py `swap_control` without its Mataza refusal (its `return False` deleted, or the
two monsters' tests joined by `and`), which Creature Swap alone never reached (it picks among
`can_take_control`'s monsters)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_invader_of_the_throne_cannot_trade_itself_for_a_face_up_mataza():
    """Q: I Flip Summon Invader of the Throne; my opponent's only monster is a face-up Mataza the
    Zapper. A: no switch of control: Invader stays on my field, Mataza on theirs."""
    table = Table(turn=3)
    invader = table.monster(0, "Invader of the Throne", position="set")
    table.monster(1, "Mataza the Zapper")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", invader)
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        if duel.request.kind in ("target", "select"):
            s.pick(duel.request.kind, "Mataza the Zapper")
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick(duel.request.options[0].kind, first=True)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 0) == ["Invader of the Throne"]
    assert field_monsters(duel, 1) == ["Mataza the Zapper"]
