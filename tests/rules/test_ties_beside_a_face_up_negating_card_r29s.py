"""Whether a tied card's effect is negated, as the state checks record it for "when this card
leaves" effects, beside a face-up negating card of its type (seed 000 §永續效果; Goat-era
rulings: Imperial Order negates Spell effects on the field, Jinzo Trap effects; a monster's
continuous effects apply once its summon has succeeded, and stop from damage calculation on
once its destruction by battle is decided).

Round 29s (docs/performance.md): the state checks' relations step counts as quiet at its key
beside a face-up negating card where which negating effects apply, and whom they reach, reads
nothing beside the key: every face-up negating card a Spell or Trap (a monster may be being
summoned or doomed with no card moving) whose negating effects have no condition and no
`affects` beyond the printed data (Imperial Order). Beside Jinzo or Blade Knight the step asks
at every pass."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _resolve(s):
    """Both players pass until the chain has resolved."""
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _tie(duel, name):
    [r] = [r for r in duel.relations if duel.cards[r.src_cid].data.name == name]
    return r


def _passes(duel, checks):
    """How many passes `checks` state checks make."""
    made = [0]
    real = duel._state_check_pass

    def counted(roles=None):
        made[0] += 1
        return real(roles)
    duel._state_check_pass = counted
    try:
        for _ in range(checks):
            duel._state_checks()
    finally:
        del duel._state_check_pass
    return made[0]


def test_premature_burial_stays_negated_under_imperial_order_at_quiet_checks():
    """Player 0 revives Summoned Skull with Premature Burial; player 1 then activates Imperial
    Order. Premature Burial's tie is recorded as negated, and checks with nothing changed make
    no pass and keep that answer."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Premature Burial")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Imperial Order")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert _tie(duel, "Premature Burial").negated is False
    s.pick("battle", player=0)
    s.pick("activate", "Imperial Order", player=1)
    _resolve(s)
    duel._state_checks()
    assert _tie(duel, "Premature Burial").negated is True
    assert _passes(duel, 3) == 0
    assert _tie(duel, "Premature Burial").negated is True
    assert field_monsters(duel, 0) == ["Summoned Skull"]


def _haunted_skull_then_jinzo(table):
    """Player 0 revives Summoned Skull with Call of the Haunted, then Normal Summons Jinzo."""
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.hand(0, "Jinzo", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Battle Ox")
    _resolve(s)
    return duel, s


def test_call_of_the_haunted_under_jinzo_is_asked_at_every_pass():
    """Jinzo face-up: Call of the Haunted's tie is recorded as negated at every check (a
    monster may be doomed by a battle with no card moving: each check makes its pass);
    Mystical Space Typhoon then destroys Call of the Haunted and the revived Summoned Skull
    stays."""
    duel, s = _haunted_skull_then_jinzo(Table(rules="GOAT", turn=3, turn_player=0))
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True
    assert _passes(duel, 2) == 2
    assert _tie(duel, "Call of the Haunted").negated is True
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted")
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Jinzo", "Summoned Skull"]


def test_jinzo_still_being_summoned_negates_nothing_yet():
    """While Jinzo's summon may still be negated its effects do not apply: a check then
    records Call of the Haunted's tie as not negated, and the check after the summon succeeds
    (no card moved) records it as negated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    seen = []

    def during_summon(duel):
        duel._state_checks()
        seen.append(_tie(duel, "Call of the Haunted").negated)
    table.at("summoning", during_summon)
    duel, s = _haunted_skull_then_jinzo(table)
    assert seen == [False]
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True


def test_what_the_negation_answers_read():
    """`_negations_keyed` (True, or None for no): a face-up Imperial Order (a Trap; no
    condition, no `affects`): yes; Jinzo (a monster) or Blade Knight (a condition, an `affects`
    that reads the battle): no; a face-down card weighs nothing; Royal Decree: yes only without
    an `affects` of its own."""
    def keyed(*cards):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        for kind, player, name in cards:
            if kind == "st":
                table.spell_trap(player, name, face_down=False)
            elif kind == "set":
                table.spell_trap(player, name)
            else:
                table.monster(player, name)
        duel = table.build()
        return duel, duel._negations_keyed(duel._field_roles()[5])

    assert keyed(("st", 1, "Imperial Order"))[1] is True
    assert keyed(("st", 1, "Imperial Order"), ("m", 0, "Jinzo"))[1] is None
    assert keyed(("m", 1, "Blade Knight"))[1] is None
    assert keyed(("set", 1, "Skill Drain"), ("st", 0, "Imperial Order"))[1] is True
    duel, answer = keyed(("st", 1, "Royal Decree"))
    [decree] = duel._field_roles()[5]["negate_traps"]
    [effect] = [e for e in decree.script.continuous if e.tag == "negate_traps"]
    assert answer is (True if effect.affects is None else None)
