"""Horn of the Unicorn (64047146): its mandatory return to the top of the Deck when it is
destroyed in answer to its own activation.

Sources: yugioh-wiki 《一角獣のホーン》 (the return is a mandatory effect and makes a chain
link); seed 000 §誘發效果 (a mandatory trigger never misses the timing: it is put on the chain
after the chain that sent the card, whatever resolved after). The 2005 text (MRL) is the same.
Default preset (MR5)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_horn_of_the_unicorn_destroyed_in_answer_to_its_activation_still_returns():
    """Q: I activate Horn of the Unicorn on Mystical Elf; my opponent chains Mystical Space Typhoon
    on it. A: it never equips (the Elf stays 800 / 2000), but it went from the field to the GY and
    its return is mandatory: once the chain is over it is back on top of my Deck, my GY empty."""
    table = Table(turn=3)
    elf = table.monster(0, "Mystical Elf")
    table.hand(0, "Horn of the Unicorn")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Horn of the Unicorn")
    s.pick("target", "Mystical Elf")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Horn of the Unicorn", player=1)
    _resolve(duel, s)
    assert duel.request.kind == "idle"
    assert grave(duel, 0) == [] and duel.players[0].deck[-1].name == "Horn of the Unicorn"
    assert (duel.atk(elf.card(duel)), duel.defense(elf.card(duel))) == (800, 2000)
