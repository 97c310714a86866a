"""Ojama Trio (29843091), Normal Trap (Dark Crisis, 2004; the 2005 text and today's play alike).

What it does, in our words: three Ojama Tokens (Beast, LIGHT, Level 2, 0/1000) are Special
Summoned to the opponent's field in Defense Position; they cannot be Tributed for a Tribute
Summon; whenever one is destroyed, its controller takes 300 damage.

Sources: the card's text (DCR-EN047; yugioh-wiki.net 《おジャマトリオ》, the OCG text the same);
the wiki page: it needs three free Monster Zones on the opponent's side (all three or none), the
Tokens are no Tribute for a Tribute Summon but may be Tributed otherwise (a cost: Enemy
Controller) and then are not destroyed (no damage). The 300 damage: no chain link, and it applies
however the Token is destroyed and once Ojama Trio has left the GY -- our reading of the wiki's
FAQ as recalled (the Token carries the effect the Trap gave it), not re-read on the page this
round. Royal Decree negates the Trap's effect (its text), so no Token comes."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import banished, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _activate(rules="GOAT", opp_monsters=(), extra=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Ojama Trio")
    for name in opp_monsters:
        table.monster(1, name)
    if extra:
        extra(table)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    return duel, s


def _pass_chain(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_ojama_trio_puts_three_tokens_on_the_opponents_field(rules):
    """Q: I activate Ojama Trio in my Main Phase. A: my opponent gets three Ojama Tokens, face-up
    Defense Position, 0/1000; my field gets none; Ojama Trio goes to my GY."""
    duel, s = _activate(rules)
    s.pick("activate", "Ojama Trio", player=0)
    _pass_chain(duel, s)
    tokens = duel.monsters(1)
    assert [c.name for c in tokens] == ["Ojama Token"] * 3
    assert all(c.position == "defense" and c.controller == 1 for c in tokens)
    assert duel.monsters(0) == [] and grave(duel, 0) == ["Ojama Trio"]


def test_ojama_trio_needs_three_free_zones_on_the_opponents_side():
    """Q: my opponent has three monsters (two Main Monster Zones free). Can I activate Ojama
    Trio? A: no: all three Tokens or none, so it needs three free zones there."""
    duel, s = _activate(opp_monsters=("Battle Ox", "Celtic Guardian", "Mystical Elf"))
    assert not s.has("activate", "Ojama Trio")


def test_ojama_trio_tokens_cannot_be_tributed_for_a_tribute_summon():
    """Q: my opponent holds Summoned Skull and only the Ojama Tokens to Tribute. A: no Tribute
    Summon is offered: the Tokens cannot be Tributed for one."""
    duel, s = _activate(extra=lambda t: t.hand(1, "Summoned Skull"))
    s.pick("activate", "Ojama Trio", player=0)
    _pass_chain(duel, s)
    s.end_turn()
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn_player == 1 and duel.request.kind == "idle"
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")


def _with_ox(extra=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Ojama Trio")
    table.monster(0, "Battle Ox")
    if extra:
        extra(table)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ojama Trio", player=0)
    _pass_chain(duel, s)
    return duel, s


def test_ojama_trio_token_destroyed_by_battle_costs_its_controller_300():
    """Q: my Battle Ox attacks an Ojama Token my Ojama Trio gave my opponent. A: the Token is
    destroyed by battle (1700 against DEF 1000: no battle damage to a Defense Position monster)
    and my opponent takes 300, no chain link made for it."""
    duel, s = _with_ox()
    s.pick("battle")
    _pass_chain(duel, s)
    token = duel.monsters(1)[0]
    chains_before = len(of_type(duel, "chain"))
    s.pick("attack", "Battle Ox", target=token.uid)
    _pass_chain(duel, s)
    assert lp(duel) == (8000, 7700)
    assert len(duel.monsters(1)) == 2
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 300)]
    assert len(of_type(duel, "chain")) == chains_before


def test_ojama_trio_tokens_destroyed_together_cost_300_each_after_it_left_the_gy():
    """Q: Ojama Trio resolved, then left my GY (banished); now Dark Hole destroys every monster.
    A: my opponent takes 300 for each of the three Tokens, 900 in all (my Battle Ox costs me
    nothing): the damage does not need Ojama Trio in the GY."""
    duel, s = _with_ox(lambda t: t.hand(0, "Dark Hole"))
    trio = duel.players[0].grave[0]
    duel.debug_move(trio.uid, S.BANISHED)
    s.pick("activate", "Dark Hole", player=0)
    _pass_chain(duel, s)
    assert duel.monsters(1) == [] and duel.monsters(0) == []
    assert banished(duel, 0) == ["Ojama Trio"]
    assert lp(duel) == (8000, 7100)


def test_ojama_trio_token_tributed_for_enemy_controller_deals_no_damage():
    """Q: in their turn my opponent Tributes one of their Ojama Tokens for Enemy Controller's cost
    to take my Battle Ox. A: allowed (only a Tribute Summon is barred), and a Tribute is no
    destruction: no 300 damage."""
    duel, s = _with_ox(lambda t: t.hand(1, "Enemy Controller"))
    s.end_turn()
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn_player == 1
    option = s.options("activate", "Enemy Controller")[1]      # its second mode (EFFECTS order)
    s.answer(option)
    s.pick("select", duel.monsters(1)[0].uid, player=1)
    s.pick("target", "Battle Ox", player=1)
    _pass_chain(duel, s)
    assert sorted(c.name for c in duel.monsters(1)) == ["Battle Ox", "Ojama Token", "Ojama Token"]
    assert lp(duel) == (8000, 8000)


def test_ojama_trio_under_royal_decree_makes_no_tokens():
    """Q: Royal Decree is face-up; I activate Ojama Trio. A: it can be activated (Royal Decree
    lets Traps be activated) but its effect is negated: no Token, Ojama Trio to the GY."""
    duel, s = _activate(extra=lambda t: t.spell_trap(1, "Royal Decree", face_down=False))
    s.pick("activate", "Ojama Trio", player=0)
    _pass_chain(duel, s)
    assert duel.monsters(1) == []
    assert grave(duel, 0) == ["Ojama Trio"]


def test_ojama_trio_damage_is_not_stopped_by_skill_drain():
    """Q: Skill Drain is face-up; an Ojama Token is destroyed by battle. A: the 300 is the Trap's
    effect, not a monster effect on the field: my opponent still takes it."""
    duel, s = _with_ox(lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    s.pick("battle")
    _pass_chain(duel, s)
    s.pick("attack", "Battle Ox", target=duel.monsters(1)[0].uid)
    _pass_chain(duel, s)
    assert lp(duel) == (8000, 7700)
