"""Chain Energy (79323590): what is a card "from the hand". A Flip Summon brings a card from
the field, so it costs nothing; a Tribute Summon is one card from the hand: 500 LP once, the
Tributes costing nothing (a Tribute is not a card played from the hand).

Sources: Chain Energy's text (Goat-era MRL-046: "pay 500 Life Points per card to play or Set
cards from your respective hands"; today's: "pay 500 LP to Normal Summon, Special Summon, Set,
or activate cards from their hand"); Upper Deck's tournament ruling quoted in Pojo, "The real
rules to CHAIN ENERGY" (June 2003): "(1) Normal Summon or Set of a monster ... A card for Cost
or Tribute monster are excluded". Seed 000 §通常召喚, §上級召喚 (the Tributes are not summoned cards)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def _pass_until_idle(duel, s):
    for _ in range(6):
        if duel.request.kind == "idle":
            return
        s.pick("pass")


def test_chain_energy_charges_nothing_for_a_flip_summon_and_500_once_for_a_tribute_summon():
    """Question: Chain Energy is face-up. Player 0 Flip Summons their Set Sangan, then Tribute
    Summons Summoned Skull by Tributing Battle Ox. What do they pay? Answer: nothing for the
    Flip Summon, 500 for the Tribute Summon (one card from the hand)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Chain Energy", face_down=False)
    table.monster(0, "Sangan", position="set")
    table.monster(0, "Battle Ox")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Sangan", request="idle")
    _pass_until_idle(duel, s)
    assert lp(duel) == (8000, 8000)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    _pass_until_idle(duel, s)
    assert lp(duel) == (7500, 8000)
    assert field_monsters(duel, 0) == ["Sangan", "Summoned Skull"]
