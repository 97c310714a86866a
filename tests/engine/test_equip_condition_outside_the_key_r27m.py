"""An Equip Card whose equip condition reads what the state checks' key does not cover is still
destroyed at the first state check after its monster stops meeting the condition.

Seed 000 §裝備魔法: an Equip Card whose monster no longer meets its equip condition is
destroyed by the state rules. The state checks skip a whole pass while nothing they key on
(the field roles, positions, relations, lasting effects) has changed since a pass found
everything quiet (engine/actions.py, `_phase_cards[11]`); an equip condition that is not
declared (`PrintedCondition`, `stays_equipped`) may read anything, so a field with such an
Equip Card is never called quiet.

Position (a judge's table): player 0's Dark Magician equipped with a stand-in of Book of Secret
Arts whose equip condition, as a script may write one, reads the LP: "equip only while your
opponent has more than 6000 LP". Dark Magician (2800 ATK with the Book) attacks directly:
player 1 falls to 5200 LP, nothing on the field moved, and the Book is destroyed at once, in
the Damage Step, before player 0 is asked anything else.

Round 27m (helper h27m): kills actions.py `_state_check_pass`' whole-pass mark taken as quiet
with the equips step's flag unset (`(known[17] or plan[0] is None)` dropped, `is not None`,
or read from `plan[1]`)."""

import copy
import types

from duelist.cards import registry
from duelist.cards.db import find_card
from duelist.engine import state as S
from duelist.engine.effects import ACTIVATE, CardScript
from duelist.testing.scenario import Script, Table


def _while_the_opponent_has_over_6000_lp(ctx, monster):
    return monster.face_up and ctx.duel.players[1 - ctx.player].lp > 6000


def _stand_in_book(monkeypatch):
    """Book of Secret Arts' effects (+300 ATK/DEF), its activation's equip condition the LP
    test above (not declared: it reads more than the monster's printed data)."""
    data = find_card("Book of Secret Arts")
    real = registry.scripts.get(data.code) or registry.get_script(data)
    effects = []
    for effect in real.effects:
        effect = copy.copy(effect)
        if effect.kind == ACTIVATE:
            effect.equip_filter = _while_the_opponent_has_over_6000_lp
        effects.append(effect)
    module = types.SimpleNamespace(DESCRIPTION="test stand-in: Book of Secret Arts, equip only while "
                                               "your opponent has more than 6000 LP", EFFECTS=effects)
    monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))


def test_an_equip_card_whose_condition_reads_the_lp_is_destroyed_once_it_fails(monkeypatch):
    _stand_in_book(monkeypatch)
    table = Table(turn=3, turn_player=0, phase="main1")
    magician = table.monster(0, "Dark Magician")
    book = table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    magician_ref, magician, book = magician, magician.card(duel), book.card(duel)
    s = Script(duel)
    s.pick("battle")
    # the Book stays while its condition holds (8000 LP): the state checks found the field so
    assert book.location == S.SZONE and duel.equipped_to(book) is magician
    s.pick("attack", magician_ref, target="player", request="battle")
    assert duel.players[1].lp == 8000 - 2800
    assert book.location == S.GRAVE
    assert duel.equipped_to(book) is None and magician.location == S.MZONE
    destroyed = [e for e in duel.log if e["type"] == "equip_lost"]
    assert [e["name"] for e in destroyed] == ["Book of Secret Arts"]
