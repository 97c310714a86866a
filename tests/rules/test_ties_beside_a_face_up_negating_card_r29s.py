"""Whether a tied card's effect is negated, as the state checks record it for "when this card
leaves" effects, beside a face-up negating card of its type (seed 000 §永續效果; Goat-era
rulings: Jinzo negates Trap effects; Call of the Haunted negated when it leaves leaves its
monster on the field; a monster whose destruction by battle is decided stops applying its
continuous effects from damage calculation on).

Round 29s (docs/performance.md): the state checks' relations step counts as quiet at its key
beside a face-up negating card where which negating effects apply, and whom they reach, reads
nothing beside the key: no such card being summoned or doomed, and their negating effects with
no condition and no `affects` beyond the printed data (Jinzo). Blade Knight's negation has a
condition and reads the battle: never quiet beside it."""

from duelist.engine.duel import Duel
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


def test_call_of_the_haunted_stays_negated_under_jinzo_at_quiet_checks():
    """Jinzo face-up: Call of the Haunted's tie is recorded as negated; checks with nothing
    changed make no pass and keep that answer; Mystical Space Typhoon then destroys Call of
    the Haunted and the revived Summoned Skull stays."""
    duel, s = _haunted_skull_then_jinzo(Table(rules="GOAT", turn=3, turn_player=0))
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True
    assert _passes(duel, 3) == 0
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


def test_checks_beside_jinzo_make_their_pass_in_the_battle_phase():
    """Beside a face-up Jinzo the state checks make no pass at the same key in the Main Phase;
    in the Battle Phase (where Jinzo could be doomed by a battle with no card moving) each
    check makes its pass, and the tie stays recorded as negated."""
    duel, s = _haunted_skull_then_jinzo(Table(rules="GOAT", turn=3, turn_player=0))
    duel._state_checks()
    assert _passes(duel, 2) == 0
    s.pick("battle", player=0)
    assert duel.phase == "battle"
    duel._state_checks()
    assert _passes(duel, 2) == 2
    assert _tie(duel, "Call of the Haunted").negated is True


def test_blade_knight_keeps_the_relations_step_asking():
    """Blade Knight's negation holds while it is its controller's only monster and reaches the
    Flip monster it destroys by battle (the battle, not a card's place, changes its answer):
    beside it the relations step asks at every pass, Jinzo face-up or not."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Blade Knight")
    duel, s = _haunted_skull_then_jinzo(table)
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True
    assert _passes(duel, 2) == 2
    assert duel._negations_keyed(duel._field_roles()[5]) is False


def test_what_the_negation_answers_read():
    """`_negations_keyed`: Jinzo face-up, summoned: yes outside the Battle Phase (a monster
    may be doomed there, with no card moving); the same Jinzo being summoned or doomed by
    battle: no; Royal Decree's "every other Trap" written as an `affects` of its own (a
    script's function: it may read anything): no, and with none, yes in every phase (a Trap
    is never doomed by battle)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    jinzo = table.monster(0, "Jinzo")
    duel = table.build()
    index = duel._field_roles()[5]
    assert duel._negations_keyed(index) == ({"battle"}, {"battle"})
    card = jinzo.card(duel)
    duel.summoning = [card]
    assert duel._negations_keyed(index) is False
    duel.summoning = []
    duel._doomed = [card.uid]
    assert duel._negations_keyed(index) is False
    duel._doomed = []
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Royal Decree", face_down=False)
    duel = table.build()
    index = duel._field_roles()[5]
    [decree] = index["negate_traps"]
    [effect] = [e for e in decree.script.continuous if e.tag == "negate_traps"]
    assert duel._negations_keyed(index) is (effect.affects is None)
    assert isinstance(duel, Duel)
