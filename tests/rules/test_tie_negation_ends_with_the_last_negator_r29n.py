"""A tied card's effect is negated only while a card that negates it applies (seed 000
§永續效果; Goat-era rulings: Jinzo negates Trap effects; Call of the Haunted negated when it
leaves leaves its monster on the field, Call of the Haunted not negated destroys it) -- also
when the negating card that leaves was the last one of the field.

Call of the Haunted revives Summoned Skull; player 0 then summons Jinzo: the tie is recorded as
negated. Player 0 Tributes Jinzo for Enemy Controller's cost and takes Blue-Eyes White Dragon;
no negating card is left on the field. From the next state check Call of the Haunted's effect
applies again: Mystical Space Typhoon destroys it and Summoned Skull is destroyed with it.

(The state checks' relations step with no negating card and no lasting negation on the field:
every tie is recorded as not negated, actions.py `_state_check_pass`' `r.negated = False`;
tests/rules/test_tie_negation_ends_with_its_negator_r28m.py has the same beside a Set Imperial
Order, a negating card for another type.)"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    """Both players pass until the chain has resolved."""
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _tie(duel, name):
    [r] = [r for r in duel.relations if duel.cards[r.src_cid].data.name == name]
    return r


def test_call_of_the_haunted_negated_no_more_once_the_only_jinzo_is_tributed():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.hand(0, "Jinzo", "Enemy Controller", "Mystical Space Typhoon")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Battle Ox")
    _resolve(s)
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True
    found = [o for o in duel.request.options
             if o.kind == "activate" and o.name == "Enemy Controller" and o.effect == 1]
    s.answer(found[0])                  # its second effect: Tribute 1 monster, take control
    s.pick("select", "Jinzo")           # (the cost: Jinzo leaves the field at once)
    s.pick("target", "Blue-Eyes White Dragon")
    _resolve(s)
    assert "Jinzo" in grave(duel, 0)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    assert "Summoned Skull" in grave(duel, 0)
