"""Chain Energy on a Special Summon from the hand made by a card effect.

Seed 000 §特殊召喚 (a Special Summon by a card's effect) and §永續效果 (Chain Energy's continuous
effect applies while it is face-up). Chain Energy's OCG text (魔力の枷): neither player may
Normal Summon, Special Summon, activate or Set a card *from the hand* without paying 500 LP
(per Chain Energy). yugioh-wiki's page on the card: the LP are paid as the card is played
(not a cost of an effect, not an effect's damage); with fewer LP than that a player cannot
do it. So a monster an effect Special Summons from the hand costs its summoning player 500
LP as it is summoned; a player whose LP do not cover it does not Special Summon it, and an
effect that needs a monster it could Special Summon from the hand finds none there (YGOPro's
script of the card reads the same way: its Special Summon cost applies to every Special
Summon of a card in the hand, and a monster whose cost cannot be paid cannot be Special
Summoned). The engine: actions.py `Duel.special_summon` (a card leaving the hand) and
`Duel.can_special_summon`. Each test but the Deck one failed before (nothing was paid,
the summon was offered)."""

from duelist.testing.reads import hand, of_type
from duelist.testing.scenario import Script, Table


def _mimic_table(lp_=(8000, 8000), deck_copy=False):
    """Player 0's turn 3 begins at its Standby Phase: Dark Mimic LV1 face-up, Dark Mimic
    LV3 in the hand (and one in the Deck with deck_copy); player 1's Chain Energy face-up."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby", lp=lp_)
    table.monster(0, "Dark Mimic LV1")
    table.hand(0, "Dark Mimic LV3")
    table.deck(0, ["Dark Mimic LV3", "Battle Ox"] if deck_copy else ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    table.spell_trap(1, "Chain Energy", face_down=False)
    return table


def _level_up(s, duel, pick_from):
    """Player 0 sends Dark Mimic LV1 to Special Summon a Dark Mimic LV3 (`pick_from`: "hand"
    or "deck" when both are offered; None: the effect was already activated and there is no
    choice), in Attack Position; everyone passes after."""
    if pick_from is not None:
        s.pick("yes", player=0)
    if duel.request.kind == "select":
        wanted = [o for o in s.options("select")
                  if pick_from is None or duel.card_by_uid(o.card).location == pick_from]
        s.answer(wanted[0])
    while duel.request.kind != "idle":
        if duel.request.kind == "option":
            s.pick("option", "Attack Position", request="option")
        else:
            s.pick("pass", player=duel.request.player)


def _paid(duel, start=0):
    return [(e["player"], e["amount"]) for e in of_type(duel, "pay_lp", start)]


def test_dark_mimic_lv3_special_summoned_from_the_hand_costs_500_under_chain_energy():
    """Dark Mimic LV1's Standby Phase effect (activated on the field: nothing to pay for
    that) Special Summons Dark Mimic LV3 from the hand: player 0 pays 500 as it is summoned."""
    duel = _mimic_table().build()
    s = Script(duel)
    _level_up(s, duel, "hand")
    assert [m.name for m in duel.monsters(0)] == ["Dark Mimic LV3"]
    assert _paid(duel) == [(0, 500)] and duel.players[0].lp == 7500


def test_dark_mimic_lv3_special_summoned_from_the_deck_costs_nothing():
    """The same effect taking the Deck's Dark Mimic LV3: a card from the Deck, not the
    hand, so nothing is paid."""
    duel = _mimic_table(deck_copy=True).build()
    s = Script(duel)
    _level_up(s, duel, "deck")
    assert [m.name for m in duel.monsters(0)] == ["Dark Mimic LV3"] and hand(duel, 0) == ["Dark Mimic LV3"]
    assert _paid(duel) == [] and duel.players[0].lp == 8000


def test_a_player_who_cannot_pay_does_not_special_summon_from_the_hand():
    """Player 0 at 400 LP: the Dark Mimic LV3 in the hand cannot be Special Summoned, so
    Dark Mimic LV1's effect, whose only monster it could summon is that one, is not
    offered; with another Dark Mimic LV3 in the Deck it is, and only the Deck's copy can
    be chosen."""
    duel = _mimic_table(lp_=(400, 8000)).build()
    s = Script(duel)
    assert not s.has("yes")
    assert [m.name for m in duel.monsters(0)] == ["Dark Mimic LV1"]

    duel = _mimic_table(lp_=(400, 8000), deck_copy=True).build()
    s = Script(duel)
    s.pick("yes", player=0)
    if duel.request.kind == "select":          # (asked only with a choice: here none)
        assert [duel.card_by_uid(o.card).location for o in s.options("select")] == ["deck"]
    _level_up(s, duel, None)
    assert [m.name for m in duel.monsters(0)] == ["Dark Mimic LV3"] and hand(duel, 0) == ["Dark Mimic LV3"]
    assert duel.players[0].lp == 400


def test_tragoedia_special_summoned_from_the_hand_by_its_own_effect_pays_as_it_is_summoned():
    """Tragoedia's trigger (player 0 took battle damage) Special Summons it from the hand:
    player 0 pays 500 as it resolves, just before the summon. (What the engine does about the
    activation of a monster's effect in the hand under Chain Energy is not this test's
    subject: it charges none for this trigger, before and after this change.)"""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.hand(0, "Tragoedia")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.spell_trap(1, "Chain Energy", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    while not s.has("yes", "Tragoedia"):
        s.pick("pass", player=duel.request.player)
    start = len(duel.log)
    s.pick("yes", "Tragoedia", player=0)         # its trigger, from the hand
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Defense Position", request="option")
        else:
            s.pick("pass", player=duel.request.player)
    assert [m.name for m in duel.monsters(0)] == ["Tragoedia"]
    assert _paid(duel, start) == [(0, 500)]
    paid = of_type(duel, "pay_lp", start)[0]["i"]
    assert duel.log[paid + 1]["type"] == "special_summon" and duel.log[paid + 1]["name"] == "Tragoedia"
    assert duel.players[0].lp == 8000 - 1700 - 500


def test_a_pendulum_summon_pays_for_each_monster_from_the_hand_only():
    """Seed 000 §靈擺召喚: a Pendulum Summon Special Summons monsters from the hand and face-up
    Pendulum Monsters from the Extra Deck at once. Under Chain Energy each card that leaves
    the hand costs 500 (two here: 1000); the one from the Extra Deck costs nothing."""
    table = Table(rules="MR3", turn=3, turn_player=0)
    table.pendulum(0, "Foucault's Cannon", "left")      # scales 2 and 7
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    table.extra(0, "Mandragon", face_up=True)
    table.spell_trap(1, "Chain Energy", face_down=False)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("pendulum_summon")
    for name in ("Giant Soldier of Stone", "Summoned Skull", "Mandragon"):
        s.pick("select", name)
    if duel.request.kind == "select":
        s.pick("done")
    while duel.request.kind == "option":
        s.pick("option", "Attack Position", request="option")
    assert sorted(m.name for m in duel.monsters(0)) == ["Giant Soldier of Stone", "Mandragon", "Summoned Skull"]
    assert _paid(duel, start) == [(0, 500), (0, 500)] and duel.players[0].lp == 7000
