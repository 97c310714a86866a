"""Simultaneous triggers (SEGOC) gathered over one chain, and from both players at one moment
(round 38r).

seed 000 §誘發效果 / seed 001 §誘發效果: triggers whose moments came while a chain was being
built or resolved wait until the chain is over and are then put on a new chain together: the
turn player's mandatory ones, then the opponent's mandatory ones, then the turn player's
optional ones, then the opponent's -- by player and kind, not by the order their moments came."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _activate_effect(s, card, index, player=None):
    found = [o for o in s.options("activate", card) if o.effect == index]
    assert len(found) == 1, [o.label for o in s.options("activate", card)]
    if player is not None:
        assert s.duel.request.player == player
    s.answer(found[0])


def test_a_cost_trigger_and_a_resolution_trigger_of_one_chain_are_ordered_by_player():
    """Question: player 0 activates Dark Hole, then chains Enemy Controller, Tributing Sangan
    as its cost (Sangan's moment: while the chain is built) to take player 1's Battle Ox.
    Dark Hole then destroys every monster, player 1's Witch of the Black Forest among them.
    Both mandatory triggers wait for the chain to end; in the new chain whose trigger is
    Chain Link 1? Answer: the turn player's (Sangan, player 0) is Chain Link 1 and player 1's
    Witch Chain Link 2, so the Witch resolves first -- by player, not by which moment came
    first."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Dark Hole", "Enemy Controller")
    table.monster(1, "Witch of the Black Forest")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Kozaky", "Mystical Elf"])
    table.deck(1, ["Mystic Tomato", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while not s.options("activate", "Enemy Controller"):
        s.pick("pass")
    _activate_effect(s, "Enemy Controller", 1, player=0)   # Tribute 1, take control
    s.pick("select", "Sangan", player=0)                    # the cost
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=0)
    for _ in range(6):                                      # both pass: the chain resolves
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    chains = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert chains[-2:] == [(1, 0, "Sangan"), (2, 1, "Witch of the Black Forest")]
    s.pick("select", "Mystic Tomato", player=1)       # Chain Link 2 resolves first
    s.pick("select", "Kozaky", player=0)
    assert hand(duel, 1) == ["Mystic Tomato"] and hand(duel, 0) == ["Kozaky"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_both_players_optional_attack_triggers_turn_player_first():
    """Question: with Necrovalley on the field, player 0's Gravekeeper's Assailant declares an
    attack on player 1's Number 39: Utopia (two materials). Both optional "when" triggers meet
    their moment at once. Which is Chain Link 1? Answer: the turn player's Assailant is Chain
    Link 1, the opponent's Utopia Chain Link 2: Utopia detaches and negates the attack first,
    then the Assailant's effect still changes Utopia's battle position."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gravekeeper's Assailant")
    table.field_spell(0, "Necrovalley")
    utopia = table.monster(1, "Number 39: Utopia", materials=["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gravekeeper's Assailant", target=utopia)
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Number 39: Utopia", player=0)
    s.pick("yes", player=1, request="yes_no")
    while duel.request.kind == "select" and duel.request.player == 1:
        s.pick("select", "Celtic Guardian")
    chains = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert chains == [(1, 0, "Gravekeeper's Assailant"), (2, 1, "Number 39: Utopia")]
    for _ in range(6):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Number 39: Utopia", "Gravekeeper's Assailant"]
    assert of_type(duel, "battle") == [] and duel.players[1].lp == 8000
    from duelist.engine import state as S
    assert utopia.card(duel).position == S.FACEUP_DEFENSE
    assert len(duel.materials_of(utopia.card(duel))) == 1


def test_a_turn_players_mandatory_trigger_and_the_opponents_hand_trigger_at_one_moment():
    """Question: Spirit Reaper attacks directly and deals 300 battle damage; its mandatory
    "discard 1 random card from the opponent's hand" and player 1's optional hand trigger
    Tragoedia ("when you take battle damage: Special Summon this card from your hand") meet
    their moment at once. Which order, and what is discarded? Answer: the turn player's
    mandatory trigger is Chain Link 1, Tragoedia Chain Link 2: Tragoedia is summoned first, so
    the random discard can only take Kozaky (seed 000 §誘發效果)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Spirit Reaper")
    table.hand(1, "Tragoedia", "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Spirit Reaper", target="player")
    for _ in range(12):
        request = duel.request
        if request.kind == "battle":
            break
        if request.kind == "yes_no":
            s.pick("yes", player=1)
        elif request.kind == "option":
            s.pick("option", "Defense Position", player=1)
        else:
            s.pick("pass")
    chains = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert chains == [(1, 0, "Spirit Reaper"), (2, 1, "Tragoedia")]
    assert field_monsters(duel, 1) == ["Tragoedia"] and grave(duel, 1) == ["Kozaky"]
    assert hand(duel, 1) == [] and duel.players[1].lp == 7700
