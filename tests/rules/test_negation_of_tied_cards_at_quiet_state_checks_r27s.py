"""Whether a tied card's effect is negated, as the state checks record it for "when this card
leaves" effects, with negating cards of another type on the field (seed 000 §永續效果; Goat-era
rulings: Jinzo negates Trap effects, Imperial Order Spell effects, Royal Decree the other
Traps; Premature Burial whose effect is negated when it is destroyed leaves its monster on
the field, Call of the Haunted negated when it leaves leaves its monster too).

Round 27s (docs/performance.md): the state checks' relations step counts as quiet at its key
where no tied card's type has a negating card on the field (Premature Burial, a Spell, under
Jinzo), and the take-control step where no bound Equip Card's type has one (Snatch Steal under
Royal Decree). Where one has (Call of the Haunted under Jinzo), the step asks again at every
pass: Jinzo's summon succeeding, Imperial Order's activation resolving or a card negating
Imperial Order each change the answer with no card moving."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    """Both players pass until the chain has resolved."""
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _tie(duel, name):
    [r] = [r for r in duel.relations if duel.cards[r.src_cid].data.name == name]
    return r


def test_premature_burial_under_jinzo_still_destroys_its_monster():
    """Jinzo negates Trap effects only: Premature Burial, destroyed by Mystical Space Typhoon
    while Jinzo is face-up, destroys the monster it revived."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Jinzo")
    table.hand(0, "Premature Burial", "Mystical Space Typhoon")
    table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    for _ in range(3):
        duel._state_checks()        # (quiet checks: the step is not run again at this key)
    assert _tie(duel, "Premature Burial").negated is False
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Premature Burial")
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Mystical Space Typhoon", "Premature Burial", "Summoned Skull"]


def test_call_of_the_haunted_negated_by_jinzo_once_its_summon_succeeds():
    """Jinzo's effects apply once its summon has succeeded: Call of the Haunted's tie is
    recorded as negated from then on, without any card moving; Mystical Space Typhoon then
    destroys Call of the Haunted and the revived monster stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.hand(0, "Jinzo", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Summoned Skull"]
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is False
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Battle Ox")
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted")
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Jinzo", "Summoned Skull"]


def test_snatch_steal_passes_again_once_jinzo_negates_imperial_order():
    """Imperial Order negates Snatch Steal: Summoned Skull goes back to player 1. Player 0 then
    summons Jinzo: once its summon has succeeded Jinzo negates Imperial Order (a Trap), Snatch
    Steal's effect applies again and player 0 has Summoned Skull again -- no card moved when
    the summon succeeded."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.hand(0, "Snatch Steal", "Jinzo")
    table.spell_trap(1, "Imperial Order")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Summoned Skull"]
    s.pick("battle", player=0)
    s.pick("activate", "Imperial Order", player=1)
    _resolve(s)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    for _ in range(3):
        duel._state_checks()
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Battle Ox")
    _resolve(s)
    duel._state_checks()
    assert sorted(field_monsters(duel, 0)) == ["Jinzo", "Summoned Skull"]
    assert duel.is_negated([c for c in duel.players[1].szone if c is not None][0])
