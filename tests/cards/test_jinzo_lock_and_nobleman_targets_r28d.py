"""Jinzo's lock asked once for all the Traps of an offer, Jinzo with no condition of its own,
and Nobleman of Crossout's face-down candidates (docs/performance.md, issue 11 round 28d).

Ruled here (seed 000 §陷阱卡, §反擊陷阱; Jinzo: "Trap Cards cannot be activated. Negate all Trap
effects on the field"; Nobleman of Crossout: "Destroy 1 face-down monster on the field and
banish it"):
- with Jinzo face-up, none of a player's three Set Traps is offered in a window, whichever
  order they come in among the player's cards, while a Set Quick-Play Spell is; each Trap is
  refused by the plain rule (`_can_activate`) too;
- Jinzo's effects apply only once its summon has succeeded: that is the engine's rule for any
  monster still being summoned (no condition of Jinzo's own), so while Jinzo is among the
  monsters being summoned its lock does not hold, and it holds once it is summoned;
- Nobleman of Crossout's targets are the face-down monsters of both fields, its controller's
  first, never a face-up one; a target flipped face-up in the same chain (Ceasefire, chained
  to it) is no longer a legal one: Nobleman of Crossout does nothing to it."""

from duelist.engine import state as S
from duelist.testing.plain import plain_activations
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _names(options):
    return sorted(o.name for o in options)


# ------------------------------------------------------------------------- Jinzo
def _three_traps_and_a_spell(jinzo_position="attack"):
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(1, "Jinzo", position=jinzo_position)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Waboku")
    table.spell_trap(0, "Sakuretsu Armor")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    return table.build()


def test_face_up_jinzo_bars_every_trap_of_the_offer_and_not_the_spell():
    """Player 0, in player 1's turn, with Jinzo face-up on player 1's side: of the Set Dust
    Tornado, Mystical Space Typhoon, Waboku and Sakuretsu Armor only the Quick-Play Spell may
    be activated; the plain rule refuses each Trap as well."""
    duel = _three_traps_and_a_spell()
    got = duel._response_options(0)
    assert _names(got) == ["Mystical Space Typhoon"]
    assert [(o.card, o.effect) for o in got] == plain_activations(duel, 0, False)
    for card in duel.players[0].szone:
        if card is not None and card.data.card_type == "Trap":
            assert not duel._can_activate(0, card, card.script.effects[0])


def test_set_jinzo_bars_no_trap_of_the_offer():
    """The same field with Jinzo Set: its effects do not apply, and Dust Tornado, Waboku and
    Mystical Space Typhoon are offered (Sakuretsu Armor needs an attack)."""
    duel = _three_traps_and_a_spell("set")
    got = duel._response_options(0)
    assert _names(got) == ["Dust Tornado", "Mystical Space Typhoon", "Waboku"]
    assert [(o.card, o.effect) for o in got] == plain_activations(duel, 0, False)


def test_jinzo_declares_no_condition_the_engine_keeps_it_off_while_it_is_being_summoned():
    """Jinzo's two effects carry no condition: while Jinzo is among the monsters being summoned
    the engine applies neither (a Counter Trap may still negate the summon), and its lock holds
    again as soon as it is not."""
    duel = _three_traps_and_a_spell()
    jinzo = duel.monsters(1)[0]
    assert all(e.condition is None for e in jinzo.script.continuous)
    assert duel._trap_lock() and duel._applying("negate_traps")
    duel.summoning = [jinzo]
    assert not duel._trap_lock() and not duel._applying("negate_traps")
    tornado = duel.players[0].szone[0]
    assert tornado.name == "Dust Tornado" and duel._can_activate(0, tornado, tornado.script.effects[0])
    duel.summoning = []
    assert not duel._can_activate(0, tornado, tornado.script.effects[0])
    assert duel._trap_lock()
    assert _names(duel._response_options(0)) == ["Mystical Space Typhoon"]


# ------------------------------------------------------------- Nobleman of Crossout
def test_nobleman_of_crossout_targets_the_face_down_monsters_of_both_fields_its_controllers_first():
    """Player 0's Set Mystical Elf and player 1's Set Battle Ox and Sangan are the targets, in
    that order; player 1's face-up Summoned Skull and player 0's face-up Battle Ox are not."""
    table = Table(turn=3)
    table.hand(0, "Nobleman of Crossout")
    table.monster(0, "Battle Ox")
    elf = table.monster(0, "Mystical Elf", position="set")
    ox = table.monster(1, "Battle Ox", position="set")
    table.monster(1, "Summoned Skull")
    sangan = table.monster(1, "Sangan", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    assert [o.card for o in s.options("target")] == [elf.uid(duel), ox.uid(duel), sangan.uid(duel)]
    s.pick("target", sangan)
    assert [c.name for c in duel.players[1].banished] == ["Sangan"]


def test_nobleman_of_crossout_does_nothing_to_a_target_ceasefire_flipped_face_up_in_the_chain():
    """Player 0 targets player 1's Set Mystical Elf with Nobleman of Crossout; player 1 chains
    Ceasefire, which turns the Elf face-up in Defense Position. When Nobleman of Crossout
    resolves the Elf is no longer face-down: it stays on the field, nothing is banished."""
    table = Table(turn=3)
    table.hand(0, "Nobleman of Crossout")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Ceasefire")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", elf)
    s.pick("activate", "Ceasefire", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert elf.card(duel).position == S.FACEUP_DEFENSE
    assert duel.players[1].banished == [] and duel.players[0].banished == []


def test_nobleman_of_crossout_is_not_offered_once_the_only_face_down_monster_is_flipped():
    """With player 1's Set Mystical Elf Nobleman of Crossout is offered; once the Elf is face-up
    (Flip Summoned in player 1's turn, here turned by fiat) it is not."""
    table = Table(turn=3)
    table.hand(0, "Nobleman of Crossout")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert Script(duel).has("activate", "Nobleman of Crossout")
    elf.card(duel).position = S.FACEUP_ATTACK
    duel._sides[0] += 1         # (what a flip bumps: the offer cache is asked again)
    assert [o.name for o in duel._response_options(0, idle=True)] == []
