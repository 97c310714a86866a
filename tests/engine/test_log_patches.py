"""The logged events the engine replaced after logging them (`Duel.log_patches`).

Under rules that let players choose zones, a card that plain code places (Scapegoat's Sheep
Tokens) is logged in the first free zone; once its controller has chosen its zone the engine
replaces that `special_summon` event with one naming the chosen zone (engine/zones.py
`_patch_zone`). The log's bytes stay what they were (replays verify as before); what changes is
that the replacement is public: `duel.log_patches` names each replaced event's index, in the
order replaced, so that whoever sent the event before (duelist serve) can send it again. A fork
is a duel of its own: it keeps the replacements made before it and sees none made after."""

from duelist.testing.scenario import Script, Table


def _sheep_asked():
    """Player 0 activates Scapegoat (in Spell & Trap Zone 3) with five free Main Monster Zones:
    its four tokens are logged in zones 1-4 and player 0 is asked where the first one goes."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    table.monster(1, "Mystical Elf", zone=0)
    duel = table.build()
    script = Script(duel, zones="ask")
    script.pick("activate", "Scapegoat", request="idle")
    script.pick("zone", zone=2)
    assert duel.request.kind == "zone" and duel.request.prompt.startswith("Sheep Token")
    return duel, script


def _sheep_summons(duel):
    return [(i, e["zone"]) for i, e in enumerate(duel.log) if e["type"] == "special_summon"]


def test_no_event_is_replaced_before_a_token_s_zone_is_chosen():
    duel, _ = _sheep_asked()
    assert _sheep_summons(duel) == [(4, 0), (5, 1), (6, 2), (7, 3)]
    assert duel.log_patches == ()


def test_a_token_moved_to_the_zone_its_controller_chose_names_its_replaced_summon_event():
    """The first token is put in zone 5: its summon event (index 4) now names zone 5, and
    log_patches names that event."""
    duel, script = _sheep_asked()
    script.pick("zone", zone=4)
    assert _sheep_summons(duel)[0] == (4, 4)
    assert duel.log_patches == (4,)


def test_a_token_put_where_a_later_token_stands_names_both_replaced_events():
    """The first token takes zone 2, where the second stands: the second takes zone 1 (it is
    asked in its turn). Both summon events are replaced: the second's first (its token moved
    aside), then the first's."""
    duel, script = _sheep_asked()
    script.pick("zone", zone=1)
    assert _sheep_summons(duel)[:2] == [(4, 1), (5, 0)]
    assert duel.log_patches == (5, 4)


def test_the_same_choices_replace_the_same_events_and_leave_the_same_log():
    """Replaying a duel's answers gives its replacements too, and the log's digest is the
    same whether the replacement was looked at or not."""
    duel, script = _sheep_asked()
    script.pick("zone", zone=4)
    again = duel.fork()     # a quiet point or not, a fork plays the same answers
    assert again.log_patches == duel.log_patches == (4,)
    assert again.log_digest() == duel.log_digest()


def test_a_fork_made_before_the_choice_does_not_see_the_replacement():
    """A fork taken while the question is open keeps the event as logged (zone 1) and no
    replacement; the original's choice changes neither. A fork taken after has it."""
    duel, script = _sheep_asked()
    before = duel.fork()
    script.pick("zone", zone=4)
    assert duel.log_patches == (4,)
    assert before.log_patches == ()
    assert _sheep_summons(before)[0] == (4, 0)
    after = duel.fork()
    assert after.log_patches == (4,)
    assert _sheep_summons(after)[0] == (4, 4)


def test_a_replacement_in_a_fork_does_not_reach_its_original():
    duel, _ = _sheep_asked()
    fork = duel.fork()
    Script(fork, zones="ask").pick("zone", zone=4)
    assert fork.log_patches == (4,)
    assert duel.log_patches == ()
    assert _sheep_summons(duel)[0] == (4, 0)


def test_a_determinized_copy_keeps_the_replacements_its_log_was_made_with():
    """A copy for player 1's search (duelist.engine.determinize) logs the duel as player 1
    sees it, zones chosen included; it names the same replaced event as the duel does."""
    from duelist.engine.determinize import determinize
    duel, script = _sheep_asked()
    for zone in (4, 3, 1, 2):
        script.pick("zone", zone=zone)
    assert duel.request.kind == "idle" and duel.log_patches
    copy = determinize(duel, 1, 7)
    assert copy.log_patches == duel.log_patches
    assert _sheep_summons(copy) == _sheep_summons(duel)
