"""A tied card's negation beside a negating monster destroyed by battle (seed 000 §永續效果: a
monster whose destruction by battle is decided stops applying its continuous effects from
damage calculation on; Jinzo negates Trap effects; Call of the Haunted's tie is recorded as
the state checks find it, for its "when this card leaves" effect).

Round 29s: the state checks' relations step is quiet at its key beside a face-up Jinzo outside
the Battle Phase only: a monster doomed at damage calculation moves no card, so the whole-pass
mark holds the Battle Phase as a moment at which a pass is made (`_IN_BATTLE`)."""

from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _tie(duel, name):
    [r] = [r for r in duel.relations if duel.cards[r.src_cid].data.name == name]
    return r


def test_call_of_the_haunted_applies_again_once_jinzo_is_doomed():
    """Player 0 revives Summoned Skull with Call of the Haunted, summons Jinzo (the tie is now
    negated) and attacks player 1's stronger Summoned Skull with it: from damage calculation
    Jinzo applies nothing, and a state check after it records the tie as not negated, while
    Jinzo is still on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.hand(0, "Jinzo")
    seen = []

    def after_calculation(duel):
        duel._state_checks()
        jinzo = [c for c in duel.players[0].mzone if c is not None and c.data.name == "Jinzo"]
        seen.append((len(jinzo), _tie(duel, "Call of the Haunted").negated))
    table.at("after_damage_calculation", after_calculation)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Battle Ox")
    _resolve(s)
    for _ in range(3):
        duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True
    s.pick("battle", player=0)
    [skull] = [c for c in duel.players[1].mzone if c is not None]
    s.pick("attack", "Jinzo", target=skull.uid)
    while not seen and duel.request is not None:
        s.pick("pass")
    assert seen == [(1, False)]
